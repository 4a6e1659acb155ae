declare const texts: Record<string, (inputs: any) => string>;
export default texts;
