// HR's notification of a new application: in English whatever page the application was sent from
// (HR reads the desk in English). The applicant's emails are in careers-apply.ts and its twin.
export const hrApplicationEmail = {
  subject: (id: number, jobTitle: string, name: string) => `Application #${id}: ${jobTitle} (${name})`,
  intro: (id: number, jobTitle: string) => `New application #${id} for ${jobTitle} from the careers page.`,
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    location: "Current location",
    years: "Years of experience",
    notice: "Notice period",
    profile: "Profile",
    resume: "Résumé",
    contactBy: "Contact by",
  },
  empty: "—",
  coverNote: "Cover note:",
  open: (url: string) => `Open it in the staff console (the résumé is there, never attached): ${url}`,
};
