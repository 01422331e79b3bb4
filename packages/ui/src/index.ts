export { PageFrame, type PageFrameProps } from './page-frame';
export {
  DataTable,
  serverTableProps,
  useTableColumns,
  type DataTableProps,
  type DataTableColumn,
  type ColumnPriority,
  type ColumnKind,
  type PagedResult,
  type TableQuery,
  type SortOrder,
} from './data-table';
export { RemoteErrorFallback, type RemoteErrorFallbackProps, type RemoteFailure } from './remote-error-fallback';
export { StatusTag, type StatusTagProps } from './status-tag';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export {
  useListParams,
  parseListParams,
  serializeListParams,
  pageQuery,
  toListQuery,
  type ListParams,
  type ListParamsConfig,
  type UpdateListParamsOptions,
} from './use-list-params';
export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps } from './search-box';
export { RecordForm, type RecordFormProps } from './record-form';
export { useUnsavedChanges, type UnsavedChanges } from './use-unsaved-changes';
export { FormSection, type FormSectionProps } from './form-section';
export { ImageUpload, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageUploadProps } from './image-upload';
export { UploadingTile } from './uploading-tile';
export { MoneyInput, formatKronor, parseKronor, type MoneyInputProps } from './money-input';
export { formatMoney } from './money-format';
export { formatCount, formatDate, formatDateSpan, formatDateTime, formatFileSize, formatPercent, formatTime } from './format';
export { RecordSelect, type RecordSelectProps, type RecordOption } from './record-select';
export { NumberInput, parseNumber, formatNumberInput, type NumberInputProps } from './number-input';
export { useFormRules, type NumberRuleOptions, type MoneyRuleOptions } from './use-form-rules';
export { DetailCard, type DetailCardProps } from './detail-card';
export { useLazyOverlay } from './use-lazy-overlay';
export { lazyDialog } from './lazy-dialog';
export { VenueMap, type VenueMapMarker, type VenueMapProps } from './venue-map';
