/** Types of scripts/check-cycles.mjs, for its unit test. */
export function staticImports(fileName: string, text: string): string[];
export function buildGraph(rootDir: string, folders?: string[]): Map<string, string[]>;
export function findCycles(graph: Map<string, string[]>): string[][];
