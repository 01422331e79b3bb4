export { PageFrame, type PageFrameProps } from './page-frame';
export { DataTable, type DataTableProps, type TableQuery, type SortOrder } from './data-table';
export { RemoteErrorFallback, type RemoteErrorFallbackProps } from './remote-error-fallback';
export { StatusTag, type StatusTagProps } from './status-tag';
export { ButtonLink, type ButtonLinkProps } from './button-link';
