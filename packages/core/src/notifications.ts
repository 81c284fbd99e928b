import type { TFeatureFlag } from './tenant-names.ts';

/**
 * Live notifications (the bell), shared by the API and the web.
 *
 * - GET  /notifications?page=&pageSize=&unread=true → TPage<TNotification> (the caller's own, newest first)
 * - GET  /notifications/unread → { count }
 * - POST /notifications/:id/read → TNotification; POST /notifications/read-all → { count } (how many were marked)
 * - GET  /notifications/stream → text/event-stream: `unread` { count } on connect, `notification` TNotification
 *   as each is raised (on any instance), `resync` when the server may have missed some (refetch).
 */
export const NOTIFICATION_KINDS = [
  'careerApplicant',
  'signupRequest',
  /** to approvers: a leave request waits for them (issue 13) */
  'leaveRequested',
  /** to the employee: their request was decided */
  'leaveApproved',
  'leaveRejected',
  'leaveCancelled',
  /** to approvers: an overtime request waits for them; to the employee: it was decided */
  'otRequested',
  'otApproved',
  'otRejected',
  /** to the audience: an announcement was published for them (issue 15) */
  'announcement',
  /** to the audience: a promotion (an offer or news) was published for them */
  'promotion',
  /** to the audience: a blog post was published; to HR who moderate: an employee's comment waits for approval */
  'blog',
  'blogComment',
  /** to a conversation's members: HR wrote to them; to HR: a member replied (the top bar's messages counter) */
  'message',
  'messageReply',
  /** to HR who handle it: an employee filed an issue (the top bar's issues counter); to the assignee: assigned to them */
  'issueFiled',
  'issueAssigned',
  /** to the employee: HR changed their issue's status; to the other side: a comment */
  'issueStatus',
  'issueComment',
  /** to HR who read comments: one was filed (the top bar's complaints counter); to a named author: HR answered */
  'complaintFiled',
  'complaintAnswered',
  /** to HR who issue letters: an employee asked for one (the top bar's documents counter); to the employee: issued, declined */
  'letterRequested',
  'letterIssued',
  'letterDeclined',
  /** to HR who handle orders: an employee placed one (the top bar's orders counter); to the employee: it moved on */
  'orderPlaced',
  'orderStatus',
  /** to the host: their visitor has checked in at the gate (issue 17) */
  'visitorArrived',
  /** to HR who follow incidents up: a guard reported one; to the assignee: it was given to them */
  'incidentReported',
  'incidentAssigned',
  /** to the employee: a task of a project was given to them (issue 18) */
  'taskAssigned',
  /** to the employee and to their reviewer: an evaluation cycle has started; to the employee: their result is out */
  'evaluationRequested',
  'evaluationToReview',
  'evaluationCompleted',
  /** to the employee: a course was given to them */
  'courseAssigned',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type TNotification = {
  id: string;
  kind: TNotificationKind;
  /** the message's values, e.g. { name, job } — the web's `notifications:kinds.<kind>` text fills them in */
  params: Record<string, string | number>;
  /** the web path it opens */
  link: string | null;
  createdAt: string;
  readAt: string | null;
};

export const NOTIFICATION_EVENTS = { unread: 'unread', notification: 'notification', resync: 'resync' } as const;

/**
 * The kinds a user may also have mailed (issue 15: "each user chooses per kind"), by who they are: staff are told of
 * what waits for them, employees of what happened to theirs. Chosen kinds are kept in the user's preferences.
 */
export const MAIL_KINDS = {
  staff: [
    'leaveRequested',
    'otRequested',
    'messageReply',
    'issueFiled',
    'issueAssigned',
    'issueComment',
    'complaintFiled',
    'careerApplicant',
    'letterRequested',
    'blogComment',
    'orderPlaced',
    'incidentReported',
    'incidentAssigned',
  ],
  emp: [
    'message',
    'announcement',
    'promotion',
    'blog',
    'issueStatus',
    'issueComment',
    'complaintAnswered',
    'leaveApproved',
    'leaveRejected',
    'leaveCancelled',
    'otApproved',
    'otRejected',
    'letterIssued',
    'letterDeclined',
    'orderStatus',
    'visitorArrived',
    'taskAssigned',
    'evaluationRequested',
    'evaluationToReview',
    'evaluationCompleted',
    'courseAssigned',
  ],
} as const satisfies Record<string, readonly TNotificationKind[]>;

/** The tenant feature a kind belongs to: a kind of a module the tenant has turned off is not offered for mail. */
export const KIND_FEATURES: Partial<Record<TNotificationKind, TFeatureFlag>> = {
  careerApplicant: 'career',
  announcement: 'announcements',
  promotion: 'promotions',
  blog: 'blogs',
  blogComment: 'blogs',
  message: 'messages',
  messageReply: 'messages',
  issueFiled: 'issue',
  issueAssigned: 'issue',
  issueStatus: 'issue',
  issueComment: 'issue',
  letterRequested: 'letter',
  letterIssued: 'letter',
  letterDeclined: 'letter',
  orderPlaced: 'shop',
  orderStatus: 'shop',
  visitorArrived: 'guests',
  incidentReported: 'guests',
  incidentAssigned: 'guests',
  taskAssigned: 'workPlan',
  evaluationRequested: 'evaluation',
  evaluationToReview: 'evaluation',
  evaluationCompleted: 'evaluation',
  courseAssigned: 'training',
};
