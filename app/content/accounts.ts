// Words of the account pages and messages (as the site's specification words them): labels, button
// states, toasts, the confirmations that follow each form, and the field messages the schemas in
// app/lib/auth/schema.ts give in the browser and on the server alike.

/** Field messages of the account forms; the numbers are the rules' limits. */
export const authFieldMessages = {
  passwordRequired: "Password is required",
  loginPasswordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  fullName: "Full name",
  fullNameRequired: "Full name is required",
  fullNameTooShort: (min: number) => `Name must be at least ${min} characters`,
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
  termsRequired: "You must accept the terms and conditions",
  invalidLink: "This link is not valid. Please request a new one.",
};

export type AuthFieldMessages = typeof authFieldMessages;

export const authToasts = {
  loginSuccess: "Login successful!",
  loginFailed: "Login failed. Please check your credentials.",
  signupSuccess: "Account created successfully!",
  signupFailed: "Signup failed. Please try again.",
  loggedOut: "You have been signed out.",
  passwordReset: "Your password has been changed and you are signed in. Other devices were signed out.",
};

export const authMessages = {
  /** `minutes` is how long until the limit resets, rounded up. */
  rateLimited: (minutes: number) =>
    `Too many attempts. Please wait about ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  unavailable: "Something went wrong on our side. Please try again in a moment.",
  unverified:
    "Please confirm your email address first. We have sent a confirmation link to your inbox; it expires in 24 hours.",
  fixErrors: "Please correct the highlighted fields.",
};

/** Label of the hidden anti-bot field on the public account forms (people never see it). */
export const honeypotLabel: string = "Leave this field empty";

export const fieldLabels = {
  fullName: "Full Name",
  email: "Email Address",
  password: "Password",
  newPassword: "New Password",
  confirmPassword: "Confirm Password",
  confirmNewPassword: "Confirm New Password",
  remember: "Remember me",
  showPassword: "Show password",
  hidePassword: "Hide password",
};

export const fieldPlaceholders = {
  fullName: "Anjali Nair",
  password: "Enter your password",
  newPassword: "At least 8 characters",
  confirmPassword: "Type the password again",
};

export const loginCopy = {
  submit: "Sign In",
  submitting: "Signing in...",
  forgot: "Forgot password?",
  noAccount: "Don't have an account?",
  signupLink: "Sign up",
  planNote: (planName: string) => `Sign in to request the ${planName} plan.`,
};

export const signupCopy = {
  submit: "Create Account",
  submitting: "Creating account...",
  checklistHeading: "Password suggestions",
  checklistNote: "Only the length is required; the other items make your password stronger.",
  termsBefore: "I agree to the",
  termsLink: { label: "Terms of Service", href: "/terms" },
  termsMiddle: "and the",
  privacyLink: { label: "Privacy Policy", href: "/privacy" },
  /** After the second link: nothing in English; Malayalam puts its verb last. */
  termsAfter: "",
  haveAccount: "Already have an account?",
  loginLink: "Sign in",
  planNote: (planName: string) => `Create an account to request the ${planName} plan.`,
  checkInbox: {
    heading: "Check your inbox",
    text: (email: string) =>
      `We have sent a link to ${email}. Open it within 24 hours to confirm your address — you will be signed in and your account will be ready.`,
    hint: "No email after a few minutes? Check your spam folder, or sign up again to get a new link.",
    back: "Back to the home page",
  },
};

export const forgotCopy = {
  submit: "Send Reset Link",
  submitting: "Sending...",
  sent: {
    heading: "Check your inbox",
    text: "If an account exists for that address, we have emailed it a link to choose a new password. The link works once and expires in 1 hour.",
  },
  backToLogin: "Back to sign in",
};

export const resetCopy = {
  submit: "Change Password",
  submitting: "Changing password...",
  linkProblems: {
    invalid: "This reset link is not valid. It may have been copied incompletely.",
    expired: "This reset link has expired. Reset links work for 1 hour.",
    used: "This reset link has already been used. Each link works only once.",
  },
  requestNew: "Request a new link",
};

export const verifyCopy = {
  intro: "Confirm that this email address is yours to finish creating your account and sign in.",
  submit: "Confirm and Sign In",
  submitting: "Confirming...",
  linkProblems: {
    invalid: "This confirmation link is not valid. It may have been copied incompletely.",
    expired: "This confirmation link has expired. Confirmation links work for 24 hours.",
    used: "This confirmation link has already been used. If your address is confirmed, sign in.",
  },
  signIn: "Go to sign in",
  signUpAgain: "Sign up again",
};

export const accountCopy = {
  detailsHeading: "Your details",
  nameLabel: "Name",
  emailLabel: "Email",
  memberSinceLabel: "Member since",
  requestsHeading: "Your plan requests",
  requestsEmpty: "You have not requested a plan yet.",
  browsePlans: "Browse AMC plans",
  columns: { plan: "Plan", requested: "Requested", status: "Status", note: "Your note" },
  statusLabels: {
    requested: "Requested",
    contacted: "We contacted you",
    active: "Active",
    declined: "Declined",
    cancelled: "Cancelled",
  },
  logout: "Log out",
  securityHeading: "Password and security",
  securityText: "To change your password, use the reset link: every other device is signed out afterwards.",
  securityLink: "Change my password",
};

/** The customer's language on /account: the one their emails and messages are written in. */
export const languageSettingCopy = {
  heading: "Language for emails and messages",
  text: "We write to you in this language: emails about your account, support tickets, contracts, visits and invoices.",
  save: "Save language",
  saved: "Your language for emails and messages has been saved.",
  unchanged: "That was already your language for emails and messages.",
  invalid: "Please choose English or Malayalam.",
};

export { accountMenuCopy } from "./account-menu";
