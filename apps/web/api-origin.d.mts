export declare const API_PREFIXES: readonly string[]
export declare const DEFAULT_API_ORIGIN: string
