export {
  AlertDialog,
  alertDialogTones,
  type AlertDialogProps,
  type AlertDialogTone,
} from './AlertDialog';
