// @portal/plain: plain, accessible parts with no antd (issue 25), for the customer's pages: their
// first paint needs only React and this package's one style sheet.
import './plain.css';
import './i18n';

export { Field, errorId, helpId, type FieldProps } from './field';
export { TextInput, PasswordInput, TextArea, NumberInput, DateInput, TimeInput, Select, parseNumber, type SelectOption } from './inputs';
export { Checkbox, RadioGroup, type RadioGroupProps, type RadioOption } from './choices';
export { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './button';
export { Alert, Card, Result, Spinner, type AlertProps, type CardProps, type ResultProps, type Status } from './feedback';
export { useForm, type BoundControl, type FormOptions, type FormRules, type PlainForm } from './use-form';
export { rules, type MessageKey, type NumberRuleOptions, type Rule } from './rules';
export { Modal, type ModalProps } from './modal';
export { Tag, type TagColor } from './tag';
export { Skeleton } from './skeleton';
export { PLAIN_NS } from './i18n';
