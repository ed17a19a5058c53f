export { DropZone, type DropZoneProps, type DropZoneHandle } from './DropZone';
