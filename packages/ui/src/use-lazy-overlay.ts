import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';

/**
 * For a control whose popup (a popover, a dropdown) is fetched on first use (issue 9): the
 * header's bell, activity log and user menu, a page's settings popover.
 * The control is drawn at once. Pointing at it or focusing it starts fetching the popup's code;
 * the first click (or Enter) draws the popup component around the control, open, as soon as that
 * code is there. The control is then drawn anew inside it; if it had the focus it gets it back.
 * From then on the popup's own trigger opens and closes it.
 */
export function useLazyOverlay<Props>(load: () => Promise<ComponentType<Props>>, requestOpen: () => void) {
  const [Popup, setPopup] = useState<ComponentType<Props> | null>(null);
  const control = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);

  const preload = () => void load().catch(() => undefined);
  const open = () => {
    const focused = control.current !== null && control.current === document.activeElement;
    load()
      .then((component) => {
        refocus.current = focused;
        setPopup(() => component);
        requestOpen();
      })
      // Not fetched (offline): the control stays as it is; the next click tries again.
      .catch(() => undefined);
  };

  useLayoutEffect(() => {
    if (Popup && refocus.current) {
      refocus.current = false;
      control.current?.focus();
    }
  }, [Popup]);

  return {
    /** The popup component, once the control was used: draw it around the control. */
    Popup,
    /** The control's element (for giving the focus back). */
    controlRef: (element: HTMLElement | null) => {
      control.current = element;
    },
    /** Props for the control until the popup is drawn. */
    controlProps: Popup ? {} : { onPointerEnter: preload, onFocus: preload, onClick: open },
  };
}
