import { NavigationBlockerContext, useNavigationBlocker } from '@portal/platform';
import { Modal, type FormInstance } from 'antd';
import { useCallback, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Values compared for "changed": empty text, null and missing are all nothing; key order does not count. */
function snapshot(values: unknown): string {
  const normalise = (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return null;
    if (Array.isArray(value)) return value.map(normalise);
    if (typeof value === 'object') {
      const json = (value as { toJSON?: () => unknown }).toJSON;
      if (typeof json === 'function') return json.call(value);
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((key) => [key, normalise((value as Record<string, unknown>)[key])] as const)
          .filter(([, inner]) => inner !== null),
      );
    }
    return value;
  };
  return JSON.stringify(normalise(values));
}

interface LeavePromptProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?": Stay is the safe default (Escape, the close button, a click outside). */
function LeavePrompt({ open, onStay, onLeave }: LeavePromptProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={t('leave.title')}
      onCancel={onStay}
      onOk={onLeave}
      okText={t('leave.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('leave.stay')}
      cancelButtonProps={{ autoFocus: true }}
    >
      {t('leave.text')}
    </Modal>
  );
}

/**
 * Holds in-app navigation to another page (links, the menu, Back) while `shouldBlock()` says so,
 * and hands the held navigation up. A change of the query alone (a list's filters, a chosen tab)
 * stays on the page. Needs the portal's router (the shell's PortalRouter).
 */
function NavigationGuard({ shouldBlock, onChange }: { shouldBlock: () => boolean; onChange: (blocker: Blocker | null) => void }) {
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock());
  useEffect(() => onChange(blocker), [blocker, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}

interface GuardProps {
  onMount: () => void;
  asking: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** Null outside the portal's router (a test's plain render, a story): then only Cancel and the tab ask. */
  shouldBlock: (() => boolean) | null;
}

function UnsavedChangesGuard({ onMount, asking, onStay, onLeave, shouldBlock }: GuardProps) {
  const [blocker, setBlocker] = useState<Blocker | null>(null);
  // Rendered with the form's fields, so the form has its initial values by now (not before its
  // first render). Once per mount: a later render must not take typed values as the start.
  useEffect(onMount, []);
  const held = blocker?.state === 'blocked' ? blocker : null;
  // One dialog for Cancel and for a held navigation, so that a second question never opens over the first.
  return (
    <>
      <LeavePrompt
        open={asking || held !== null}
        onStay={held ? () => held.reset() : onStay}
        onLeave={held ? () => held.proceed() : onLeave}
      />
      {shouldBlock && <NavigationGuard shouldBlock={shouldBlock} onChange={setBlocker} />}
    </>
  );
}

export interface UnsavedChanges {
  /** The form's `onValuesChange`: keeps "changed" up to date for closing the tab and navigating. */
  onValuesChange: () => void;
  /** The user changed the values since the form started (or since `markSaved`); typed back is unchanged. */
  isDirty: () => boolean;
  /** The values now in the form are saved: they become what "changed" is measured against. */
  markSaved: () => void;
  /** For a Cancel button (or Escape): runs `leave` at once when nothing changed, else after "Leave without saving". */
  confirmLeave: (leave: () => void) => void;
  /** From now on leaving is not questioned: a save or delete is on its way and may navigate away itself. */
  allowLeaving: () => void;
  /** Unsaved changes are guarded again, e.g. once a save was refused and the page stayed. */
  guardAgain: () => void;
  /**
   * To render inside the form (or next to it, in the same render): takes the starting values when it
   * mounts and holds the "Leave without saving?" dialog and the navigation guard.
   */
  guard: ReactElement;
}

/**
 * Asks before a form's unsaved changes are lost: leaving the page by a link, the menu or Back, and
 * Cancel (`confirmLeave`) ask "Lämna utan att spara?"; closing or reloading the tab asks the
 * browser's question. RecordForm has it built in; a form of its own uses it as
 * `<Form onValuesChange={changes.onValuesChange}>…{changes.guard}</Form>`.
 */
export function useUnsavedChanges<Values>(form: FormInstance<Values>): UnsavedChanges {
  const inPortalRouter = useContext(NavigationBlockerContext) !== null;
  const [dirty, setDirty] = useState(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  // What "changed" is measured against: the starting values, then the last saved ones.
  const baseline = useRef<string | null>(null);
  // True while a save or delete may navigate away unasked.
  const leaving = useRef(false);

  const isDirty = () => form.isFieldsTouched() && baseline.current !== null && snapshot(form.getFieldsValue(true)) !== baseline.current;
  const guarded = () => !leaving.current && isDirty();

  useEffect(() => {
    // Only while something changed: a listener of its own keeps some browsers from caching the page for Back.
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!guarded()) return;
      event.preventDefault();
      // Older browsers show their question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
    // `guarded` reads the form and the refs at the moment of the event, so `dirty` is all it depends on.
  }, [dirty]);

  // Stable, so that effects may depend on them: they only touch a ref.
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  const guardAgain = useCallback(() => {
    leaving.current = false;
  }, []);

  const markSaved = () => {
    baseline.current = snapshot(form.getFieldsValue(true));
    setDirty(false);
  };

  return {
    onValuesChange: () => setDirty(isDirty()),
    isDirty,
    markSaved,
    confirmLeave: (leave) => {
      if (isDirty()) setPendingLeave(() => leave);
      else leave();
    },
    allowLeaving,
    guardAgain,
    guard: (
      <UnsavedChangesGuard
        onMount={markSaved}
        asking={pendingLeave !== null}
        onStay={() => setPendingLeave(null)}
        onLeave={() => {
          const leave = pendingLeave;
          setPendingLeave(null);
          // The user chose to drop the changes: the navigation Cancel starts is not asked about again.
          allowLeaving();
          leave?.();
        }}
        // A router consults only one blocker: it is there only while this form has changes, so that a
        // page with several small forms (regions and cities) is held by the one that has them.
        shouldBlock={inPortalRouter && dirty ? guarded : null}
      />
    ),
  };
}
