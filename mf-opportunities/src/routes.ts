import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  opportunities: () =>
    import(/* webpackChunkName: "page-opportunities" */ './features/opportunity-list/opportunity-list-page').then((m) => ({ default: m.OpportunityListPage })),
  addOpportunity: () =>
    import(/* webpackChunkName: "page-addOpportunity" */ './features/opportunity-form/add-opportunity-page').then((m) => ({ default: m.AddOpportunityPage })),
  createOpportunity: () =>
    import(/* webpackChunkName: "page-createOpportunity" */ './features/opportunity-form/create-opportunity-page').then((m) => ({ default: m.CreateOpportunityPage })),
  addOpportunityFromLead: () =>
    import(/* webpackChunkName: "page-addOpportunityFromLead" */ './features/opportunity-form/create-opportunity-page').then((m) => ({ default: m.CreateOpportunityPage })),
  editOpportunity: () =>
    import(/* webpackChunkName: "page-editOpportunity" */ './features/opportunity-form/edit-opportunity-page').then((m) => ({ default: m.EditOpportunityPage })),
  tasks: () => import(/* webpackChunkName: "page-tasks" */ './features/task-list/task-list-page').then((m) => ({ default: m.TaskListPage })),
  addTask: () => import(/* webpackChunkName: "page-addTask" */ './features/task-form/add-task-page').then((m) => ({ default: m.AddTaskPage })),
  editTask: () => import(/* webpackChunkName: "page-editTask" */ './features/task-form/edit-task-page').then((m) => ({ default: m.EditTaskPage })),
  notes: () => import(/* webpackChunkName: "page-notes" */ './features/note-list/note-list-page').then((m) => ({ default: m.NoteListPage })),
  addNote: () => import(/* webpackChunkName: "page-addNote" */ './features/note-form/add-note-page').then((m) => ({ default: m.AddNotePage })),
  editNote: () => import(/* webpackChunkName: "page-editNote" */ './features/note-form/edit-note-page').then((m) => ({ default: m.EditNotePage })),
});
