import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A badge holding a translated word (Yes/No, an action): no upper-casing, a size Khmer and Chinese stay legible
 * in, and a label that never collapses to an ellipsis in a narrow table column.
 */
export function TextBadge({
  children,
  ...props
}: BadgeProps & { children: ReactNode; 'data-value'?: string; 'data-action'?: string }) {
  return (
    <Badge
      variant="light"
      tt="none"
      fz="xs"
      h="auto"
      py={2}
      lh={1.5}
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
      {...props}
    >
      {children}
    </Badge>
  );
}
