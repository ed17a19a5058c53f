export { gridHeight, gridWindow, type GridLayout, type GridWindow } from './gridWindow';
export { useWindowGrid, type WindowGridOptions, type WindowGridResult } from './useWindowGrid';
