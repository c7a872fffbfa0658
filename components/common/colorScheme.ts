// How the page names its colour scheme, shared by the theme (client) and the root layout's
// early script (server), which must agree or the first paint uses the wrong colours.

/** `data`: MUI marks <html> with `data-light` or `data-dark` and scopes each scheme's variables to it. */
export const COLOR_SCHEME_ATTRIBUTE = "data";
