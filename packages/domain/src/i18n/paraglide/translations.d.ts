export declare const translations: Partial<Record<string, Record<string, (inputs: any) => string>>>;
export declare const getLocale: () => import("./runtime.js").Locale;
export declare const overwriteGetLocale: (read: () => import("./runtime.js").Locale) => void;
