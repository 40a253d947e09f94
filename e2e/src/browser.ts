// e2e's browser is the project's one Chromium launcher (Debian's Chromium, the flags that work here).
export { launchBrowser } from '@repwise/tooling/chromium';
