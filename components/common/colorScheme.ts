// How the page names its colour scheme, shared by the theme and the scheme store (client) and
// the root layout's early script (server), which must agree or the first paint uses the wrong
// colours.

/** `data`: MUI marks <html> with `data-light` or `data-dark` and scopes each scheme's variables to it. */
export const COLOR_SCHEME_ATTRIBUTE = "data";

/** Where the choice (System, Light or Dark) is kept: MUI's default key. */
export const MODE_STORAGE_KEY = "mui-mode";

/** The root layout's inline script: marks <html> with the stored choice, else the system's
 * scheme, before anything paints, so a dark page never flashes light. */
export const EARLY_SCHEME_SCRIPT = `(function(){try{var m=localStorage.getItem(${JSON.stringify(MODE_STORAGE_KEY)});var d=m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.removeAttribute(${JSON.stringify(`${COLOR_SCHEME_ATTRIBUTE}-`)}+(d?"light":"dark"));r.setAttribute(${JSON.stringify(`${COLOR_SCHEME_ATTRIBUTE}-`)}+(d?"dark":"light"),"")}catch(e){}})();`;
