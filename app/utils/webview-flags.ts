// §2: the flags a native app sets for the shop in its webview; the session keeps them, the header reads them.
export const webviewFlagNames = ['webview', 'hidebackbutton', 'analytics'] as const;
export type WebviewFlags = Record<(typeof webviewFlagNames)[number], boolean>;
