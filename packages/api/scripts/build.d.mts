// Types of build.mjs, for bench/api (TypeScript) which starts the server as `pnpm start` does.
export declare const SERVER_BUNDLE: string;
export declare const SERVER_NODE_FLAGS: string[];
/** Why the bundle must be rebuilt (a source changed, or it is missing), or null when it is current. */
export declare function serverBuildReason(): string | null;
export declare function buildServer(): Promise<void>;
/** The bundle built in memory, with esbuild's warnings: what the tests read of it. */
export declare function bundleServerInMemory(): Promise<{ text: string; warnings: string[] }>;
/** The newest modification time under `entry` (a file or a folder), in ms; 0 when it does not exist. */
export declare function newestChange(entry: string): number;
