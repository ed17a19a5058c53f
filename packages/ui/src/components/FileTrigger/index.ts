export { FileTrigger, type FileTriggerProps } from './FileTrigger';
export {
  checkFiles,
  checkFile,
  describeConstraints,
  formatFileSize,
  fileExtension,
  tooManyFilesMessage,
  type FileConstraints,
  type FileRejection,
} from './fileConstraints';
