export { RadioGroup, radioGroupVariants, type RadioGroupProps, type RadioOption } from "./RadioGroup";
