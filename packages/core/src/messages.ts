/**
 * The spec's error catalogue (section 8). Numeric codes are per context (login 2..7, leave 2..99, …);
 * string codes are ours where the spec has none. `message` is always the spec's English text; the web
 * translates by code.
 */
export const LOGIN_ERRORS = {
  2: 'Please enter Email ID',
  3: 'Please enter password',
  4: 'Incorrect Credentials',
  5: 'Incorrect Password',
  6: 'Incorrect Email ID',
  7: 'Login Unsuccessful',
} as const;
export type TLoginErrorCode = keyof typeof LOGIN_ERRORS;

export const ERRORS = {
  unauthenticated: 'Please log in',
  notFound: 'No Record Found',
  accountNotFound: 'Account not found',
  tooManyAttempts: 'Too many failed logins. Try again later.',
  crossOrigin: 'Request refused: it came from another site',
  validation: 'All fields marked with * are required',
  internal: 'Something went wrong',
  passwordTooShort: 'Password must have at least 15 characters',
  passwordTooLong: 'Password must have at most 128 characters',
  passwordCommon: 'This password is too common or has appeared in a data breach',
  passwordSequence: 'This password is mostly a sequence or a repetition',
  passwordPersonal: 'This password is mostly your name, email, account or the product name',
  twoFactorCodeInvalid: 'The code is wrong or has expired',
  twoFactorChallengeInvalid: 'This sign-in has expired. Enter your password again.',
  twoFactorRequired: 'Two-factor sign-in is required for your account and cannot be turned off',
  twoFactorSetupRequired: 'Set up two-factor sign-in to continue',
  twoFactorNotSetUp: 'Start the two-factor set-up first',
  passwordWrong: 'The password is wrong',
  reasonRequired: 'Please add the reason of delete',
  duplicate: 'Record already exists',
  inUse: 'This record is in use and cannot be deleted',
  jobNotFailed: 'Only a failed job can be retried',
  bulkImportFailed: 'Bulk Import Failed',
  importFileInvalid: 'The file is not a readable CSV or XLSX file',
  importCellTooLong: 'A cell of the file is longer than 2,000 characters',
  importTooManyRows: 'The file has more than 10,000 rows',
  importNoRows: 'The file has no rows to import',
  importMissingColumn: 'A required column is missing from the file',
  importHasErrors: 'Fix the rows with errors and upload the file again',
  importNotReady: 'This import is no longer waiting to be confirmed',
  orgLimit: 'More than 1 organization cannot be added',
  /** an organization logo outside LOGO_SIZE (spec) */
  imageDimensions: 'Uploaded image has not valid Height and Width',
  notEditable: 'You cannot change this on your profile: ask HR',
  chartTooLarge: 'Too many people for one chart: choose an organization or a department',
  settlementExists: 'This employee already has a settlement',
  recordLocked: 'This record has taken effect and can no longer be changed or deleted',
  tooManyCards: 'Too many ID cards at once: narrow the list to 500 employees or fewer',
  noCards: 'No employee matches the list: nothing to print',
  cannotAdd: 'Can not Add the Record',
  emailExists: 'Email Already Exists',
  hrCodeExists: 'HR Code Already Exists',
  msgNotSent: 'Msg Not Send Successfully',
  selectModule: 'Please select at least one module',
  mailFailed: 'Can not send email',
  tokenInvalid: 'This link is invalid or has expired',
  fileTooLarge: 'File size less than 1 MB',
  fileType: 'Upload a PDF, PNG or JPG file',
  invalidInput: 'Invalid input: check the entered values',
  accountNameFormat: 'Use only lowercase letters and digits',
  tooManyRequests: 'Too many requests. Try again later.',
  alreadyDecided: 'This request has already been decided',
  userDisabled: 'This user is disabled',
  /** a sub admin made of an employee whose login is already a sub admin's or a guard's */
  alreadyStaff: 'This employee already has a staff login',
  ownAccount: 'You cannot change your own account here',
  /** the account page's password change: the current password did not match (spec login code 5's wording) */
  currentPasswordWrong: 'Incorrect Password',
  // attendance (issue 12): the spec's words where it has them
  alreadyCheckedIn: 'You already Checked In',
  checkOutMissing: 'Check out details are Not Available',
  locationRequired: 'You must set location allow',
  /** the organization asks a photo with each check-in and check-out from a phone (the spec's wording) */
  photoRequired: 'Please add the image',
  /** answered with `meters` (how far the nearest attendance place is) and `place` (its name) */
  outsideRadius: 'You are outside the attendance area',
  noAttendancePlace: 'Your organization has no attendance place yet: ask HR',
  checkInTooEarly: 'It is too early to check in for your shift',
  attendanceClosed: 'This attendance period is closed and cannot be changed',
  /** a period to close that overlaps one already closed, or ends before it starts */
  closingOverlap: 'This period overlaps a period already closed',
  /** a manual pair over time the employee already has punched (the spec's wording) */
  attendanceOverlap: 'Can not Add Attendance',
  /** a deleted day restored while the employee has another record on that date */
  attendanceDayTaken: 'This employee already has attendance on this day',
  /** Groups CheckIN: a chosen member is already in (check-in) or not in (check-out); answered with their `name` */
  memberAlreadyIn: '{{name}} is already checked in',
  memberNotIn: '{{name}} has not checked in',
  closingOrder: 'The period must end on or after its first day',
  closingOpenPunches: 'Some check-ins in this period have no check-out yet: close or fix them first',
  /** a kiosk QR scanned after it changed (a photo of an old screen), or of another organization */
  qrExpired: 'This QR code is no longer valid: scan the code on the screen again',
  /** the gate: no active employee has this card, or this Employee ID and access code */
  gateUnknown: 'No employee matches this card or Employee ID and access code',
  /** the kiosk screen's sign-in has ended (password changed, or too old) */
  kioskSignedOut: 'The kiosk is signed out: enter the organization code and password again',
  /** a login with no employee record behind it (an HR admin) has no attendance of its own */
  noEmployeeRecord: 'Your login has no employee record',
  /** an assignment writing more employee-days than one request may (a year of 1,000 people fits) */
  scheduleTooLarge: 'Too many days in one assignment: choose fewer employees or a shorter range',
  /** a roster or schedule range longer than a page shows */
  rangeTooLong: 'Choose a shorter date range',
  /** the database is unreachable (down, restarting): answered 503 with Retry-After */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  // leave requests (issue 13): the spec's codes 2, 5, 6, 7, 88, 99, 73 and 'Can not Add Leave', by name
  leaveSelect: 'Please Select Leave',
  leaveFromDate: 'Please Select From Date',
  leaveToDate: 'Please Select To Date',
  leaveDateOrder: 'From Date should not be greater than To Date',
  leaveBankLow: 'Check Your Leave Bank',
  leaveTemplateMissing: 'Please add leave templete for this employee',
  leavePresent: 'Leave present at this date',
  leaveRefused: 'Can not Add Leave',
  /** why a request cannot be added, beyond the spec's codes */
  leaveHalfDayNotAllowed: 'Can not Add Leave: this leave type does not allow half days',
  leaveHourlyNotAllowed: 'Can not Add Leave: this leave type does not allow hourly leave',
  leaveHourlyOneDay: 'Can not Add Leave: hourly leave is for one day',
  leaveNoWorkingDays: 'Can not Add Leave: there is no working day in these dates',
  leaveTooLong: 'Can not Add Leave: at most {{max}} days at a time for this leave type',
  leaveAttachmentRequired: 'Can not Add Leave: please attach a document',
  leaveNotEmployed: 'Can not Add Leave: the employee is not employed on these dates',
  /** a decision on a request that is no longer pending (another approver was first) */
  leaveAlreadyDecided: 'This request has already been decided',
  // overtime requests (issue 13): the spec's code 5, and what the spec does not name
  otNoAttendance: 'Attendance Not Present this Day or Closed',
  otPresent: 'Overtime already requested at this time',
  // payroll runs (issue 14)
  payrollRunExists: 'A payroll run of this organization and month already exists',
  payrollRunBusy: 'This payroll run is being processed',
  payrollRunLocked: 'This payroll run is approved and can no longer be processed',
  payrollNoExchangeRate: 'No exchange rate for {{month}} from {{from}} to {{to}}: add it first',
  /** the closed-payroll trigger refused a write (migration 0037) */
  payrollClosed: 'This payroll is closed and cannot be changed: make corrections as adjustments in a later period',
  /** maker-checker: whoever processed a run last cannot approve it */
  payrollSelfApproval: 'You processed this payroll run: someone else must approve it',
  /** the payroll privilege's approval parts (`/settingspayrollPrivilege`) do not include the step */
  payrollPartMissing: 'Your payroll privilege does not include this step',
  /** bank payment files are made of approved runs only */
  payrollNotApproved: 'This payroll run is not approved yet',
  payrollNoPayslips: 'This payroll run has no payslips yet: process it first',
  /** a step on a run whose status no longer allows it (someone else moved it on) */
  payrollRunMoved: 'This payroll run has changed status: reload it to see where it stands',
  /** too much heavy work (exports) queued: answered 503 or 429 with Retry-After */
  busy: 'The server is busy. Please try again in a few seconds.',
  // the mood pulse (issue 15)
  moodAlreadyShared: 'You have already shared your mood today',
  /** an aggregate of fewer than five people is never shown */
  moodTooFew: 'Mood is shown only for groups of five people or more',
  messageNoMembers: 'No one is in this audience to receive the message',
  issueClosed: 'This issue is closed: it takes no more comments',
  complaintClosed: 'This comment is closed: it takes no more answers',
  letterRequestDecided: 'This request has been answered already',
  noEmail: 'This employee has no email address to mail it to',
  // the shop (issue 16)
  outOfStock: 'Out Of Stock',
  notEnoughPoints: 'Not enough points for this order',
  orderStatus: 'This order cannot move to that status',
  orderDeducted: 'The payroll this order is deducted in is already approved: the order can no longer be taken back',
  emptyCart: 'No items in the cart',
  // visitors (issue 17)
  visitState: 'This visit cannot be checked in or out now',
  visitDay: 'This invitation is for {{day}}',
  // incidents (issue 17)
  mediaTooLarge: 'File size less than {{size}} MB',
  videoType: 'Upload an MP4, MOV or WebM video',
  mediaType: 'Upload an MP3, M4A, OGG or WAV sound, or a PDF',
  incidentClosed: 'This incident is closed: it can no longer be changed',
  incidentState: 'This incident already has that status',
  // projects and tasks (issue 18): the spec's words
  projectHasTasks: 'Task Presnt in this Project so cant be deleted',
  taskHasLogs: 'Logs Present in this Task so cant be deleted',
  projectCompleted: 'This project is completed: reopen it to change its tasks',
  // evaluations (issue 18)
  templateInUse: 'A cycle uses this template: its scale and criteria can no longer change, and it cannot be deleted',
  evaluationClosed: 'This evaluation cycle is closed',
  evaluationDue: 'The due date of this evaluation has passed',
  cycleHasAnswers: 'Evaluations have been submitted in this cycle, so it cannot be deleted: close it instead',
  answerSubmitted: 'This evaluation has already been submitted',
  reviewNotSubmitted: 'The reviewer has not submitted their evaluation yet',
  // training (issue 18)
  courseAssigned: 'This course has been given to employees, so it cannot be deleted: unpublish it instead',
  chapterDone: 'Employees have done this chapter, so it cannot be deleted',
  courseNotPublished: 'Publish the course before giving it to employees',
  courseStarted: 'This employee has started the course, so it cannot be taken back',
  courseNotCompleted: 'The certificate comes once every chapter is done',
  // translations (issue 20): an edited text keeps exactly the placeholders of the original
  placeholderMissing: 'The text must keep the placeholders of the original: {{names}}',
  placeholderUnknown: 'The text has a placeholder the original does not have: {{names}}',
} as const;
export type TErrorCode = keyof typeof ERRORS;

/** The too-short message names the minimum that applies to the user (8 with a second factor, else 15). */
export const passwordTooShortMessage = (min: number) => `Password must have at least ${min} characters`;

export type TApiError = { code: number | string; message: string; fields?: Record<string, string> };
