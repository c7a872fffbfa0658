// The console's name, shown in the top bar and on sign-in.
export const PRODUCT_NAME = "LMS Operations Console";
