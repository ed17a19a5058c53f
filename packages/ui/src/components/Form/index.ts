export { Form, formGaps, type FormProps, type FormGap } from './Form';
