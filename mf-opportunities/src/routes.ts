import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  opportunities: () =>
    import('./features/opportunity-list/opportunity-list-page').then((m) => ({ default: m.OpportunityListPage })),
  addOpportunity: () =>
    import('./features/opportunity-form/add-opportunity-page').then((m) => ({ default: m.AddOpportunityPage })),
  createOpportunity: () =>
    import('./features/opportunity-form/create-opportunity-page').then((m) => ({ default: m.CreateOpportunityPage })),
  addOpportunityFromLead: () =>
    import('./features/opportunity-form/create-opportunity-page').then((m) => ({ default: m.CreateOpportunityPage })),
  editOpportunity: () =>
    import('./features/opportunity-form/edit-opportunity-page').then((m) => ({ default: m.EditOpportunityPage })),
  tasks: () => import('./features/task-list/task-list-page').then((m) => ({ default: m.TaskListPage })),
  addTask: () => import('./features/task-form/add-task-page').then((m) => ({ default: m.AddTaskPage })),
  editTask: () => import('./features/task-form/edit-task-page').then((m) => ({ default: m.EditTaskPage })),
  notes: () => import('./features/note-list/note-list-page').then((m) => ({ default: m.NoteListPage })),
  addNote: () => import('./features/note-form/add-note-page').then((m) => ({ default: m.AddNotePage })),
  editNote: () => import('./features/note-form/edit-note-page').then((m) => ({ default: m.EditNotePage })),
});
