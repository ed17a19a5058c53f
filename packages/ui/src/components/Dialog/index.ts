export {
  Dialog,
  DialogTrigger,
  Modal,
  modalPlacements,
  modalSizes,
  type DialogProps,
  type DialogTriggerProps,
  type ModalPlacement,
  type ModalProps,
  type ModalSize,
} from './Dialog';
