export { Field, FieldError, FieldHint, RequiredMark, type FieldControlProps, type FieldProps } from "./Field";
