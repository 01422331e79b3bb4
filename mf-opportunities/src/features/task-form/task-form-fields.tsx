import type { Schemas } from '@portal/api-client';
import { TaskDetailsSection, TaskFollowUpSection, TaskRelationsSection } from './task-form-sections';

type Ref = Schemas['Ref'];

export interface TaskFormFieldsProps {
  /** Names of the chosen contact and account, shown before their pickers have searched. */
  contactLabel?: string;
  accountLabel?: string;
  /** The task's assignee, offered even if they are no longer among the admins. */
  assignee?: Ref;
  /** Shown, not edited: opportunities link their tasks from their own page. */
  opportunity?: Ref | null;
  /** The reminder as saved: keeping a passed one unchanged is allowed, choosing a new past one is not. */
  savedReminder?: string | null;
  reminderSentAt?: string | null;
}

/** Every field of a task (SPEC §3), grouped: the task, what it is about, the follow-up. */
export function TaskFormFields({ contactLabel, accountLabel, assignee, opportunity, savedReminder, reminderSentAt }: TaskFormFieldsProps) {
  return (
    <>
      <TaskDetailsSection assignee={assignee} />
      <TaskRelationsSection contactLabel={contactLabel} accountLabel={accountLabel} opportunity={opportunity} />
      <TaskFollowUpSection savedReminder={savedReminder} reminderSentAt={reminderSentAt} />
    </>
  );
}
