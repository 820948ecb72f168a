export {
  applyFileLimits,
  DEFAULT_MAX_FILE_BYTES,
  type FileRejection,
  type FileRejectionReason,
  FileUpload,
  type FileUploadProps,
} from './FileUpload';
