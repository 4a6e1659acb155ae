/**
 * Labels of /certificate, chosen (docs/decisions/136). The not-yet message is the
 * API's own (API_ERRORS.certificateNotAvailable); the rest are this screen's.
 */
export const texts = {
  certificate: {
    title: "Certificate",
    studentTitle: "Student's certificate",
    academyName: "Christian Leadership Academy",
    heading: "Certificate of Completion",
    certifies: "This certifies that",
    completedProgramme: (cohort: string) => `has completed the programme of ${cohort}, with the courses`,
    completedOn: (date: string) => `Completed on ${date}`,
    code: "Certificate code",
    verifyAt: "Anyone can check this certificate at",
    loading: "Loading the certificate...",
    failedToFetch: "Failed to fetch the certificate. Please try again.",
    studentNotFound: "Student not found!",
    availableOn: (date: string) => `It will be available on ${date}.`,
    noCourses: "The cohort has no courses yet, so there is no date for the certificate yet.",
    running: "Courses still running",
    endsOn: (date: string) => `ends ${date}`,
    loadingCourses: "Loading courses...",
    failedToFetchCourses: "Failed to fetch courses. Please try again.",
    download: "Download PDF",
    downloading: "Preparing PDF...",
    downloadFailed: "The PDF could not be created. Please try again.",
    copyLink: "Copy verification link",
    linkCopied: "Verification link copied.",
    copyFailed: "The link could not be copied. Select it on the page and copy it.",
    chooseStudent: "Open a student's certificate from the student table of the Instructor Desk.",
    backToProfile: "Back to Profile",
    backToDesk: "Back to Instructor Desk",
  },
} as const;
