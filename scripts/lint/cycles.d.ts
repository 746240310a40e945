export declare const FOLDERS: string[];
export declare function specifiers(file: string, text?: string): string[];
export declare function resolve(from: string, specifier: string): string | undefined;
export declare function importGraph(folders?: string[], root?: string): Map<string, string[]>;
export declare function findCycles(graph: Map<string, string[]>): string[][];
export declare function describe(cycles: string[][]): string[];
