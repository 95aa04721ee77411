import { useEffect, type RefObject } from "react";

/**
 * Closes an open `<details>` element when the visitor clicks outside it or presses Escape.
 * Without JavaScript the element still opens and closes with its summary.
 */
export function useDismissDetails(ref: RefObject<HTMLDetailsElement>, isOutside?: (target: Node) => boolean) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      if (!details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (isOutside ? isOutside(target) : !details.contains(target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("click", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref, isOutside]);
}
