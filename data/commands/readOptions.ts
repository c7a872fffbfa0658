// How the commands modal's server reads behave: shown from the cache when the modal reopens
// while they are asked again, not re-asked on reconnect, and a failure is shown, not retried
// behind the user's back.
export const SERVER_READ_OPTIONS = { revalidateOnReconnect: false, shouldRetryOnError: false } as const;
