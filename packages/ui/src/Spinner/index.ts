export { Spinner, spinnerVariants, type SpinnerProps } from "./Spinner";
