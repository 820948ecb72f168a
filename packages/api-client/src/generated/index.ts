// Hand-written entry point for the generated contract types.
export type { paths as V1Paths, components, operations as V1Operations } from './v1';
export type { paths as PPaths, operations as POperations } from './p';
