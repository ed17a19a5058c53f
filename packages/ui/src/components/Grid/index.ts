export { Grid, gridColumnCounts, type GridProps, type GridColumnCount } from './Grid';
