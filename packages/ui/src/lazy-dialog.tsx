import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog or drawer whose code (antd's Modal or Drawer and what it holds) is fetched when it first
 * opens, not with the page that may open it (issue 9). It renders nothing until then; once opened
 * it stays mounted, so it closes with its animation and keeps its state as before. `isOpen` says
 * from its props whether it is open (by default its `open`).
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean = (props) => Boolean((props as { open?: boolean }).open),
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    // Set while rendering (React's pattern for state that follows a prop): the first opening mounts it.
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
