export function processKey(key: string): symbol;
