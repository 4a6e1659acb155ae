import { commonTexts } from "../../app/texts";

/**
 * Labels and titles of this screen (docs/product.md §2.2–2.3), verbatim where docs/product.md gives them; the others
 * are chosen (docs/decisions/093-portal-screen-texts-and-form-feedback.md). Messages come from the domain catalogue.
 * One file per screen, so a screen's chunk carries only its own texts.
 */
export const texts = {
  signUp: {
    documentTitle: "Sign Up",
    title: "Welcome",
    subtitle: "Create your account",
    editTitle: "Edit Profile",
    editSubtitle: "Update your profile information",
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    birthday: "Birthday",
    password: "Password",
    confirmPassword: "Confirm Password",
    role: "Role ID",
    cohort: "Cohort ID",
    selectRole: "Select a role",
    selectCohort: "Select a cohort",
    submit: "Create Account",
    submitting: "Creating Account...",
    save: "Save Changes",
    saving: "Saving Changes...",
    haveAccount: "Already have an account?",
    signIn: "Sign In",
    cancel: "Cancel",
    loadingOptions: "Loading roles and cohorts...",
  },
  common: commonTexts,
} as const;
