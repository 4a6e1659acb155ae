export declare const translations: Partial<Record<string, Record<string, (inputs: any) => string>>>;
