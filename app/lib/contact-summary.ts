/** The back-office's count of contact requests still to answer (issue 20, point 14). Pure. */
export interface ContactSummary {
  unhandled: number;
  urgent: number;
}

/** "3 non traitées" and "1 urgente" (null when none is urgent), for the parts shown apart. */
export function contactSummaryParts({ unhandled, urgent }: ContactSummary) {
  return {
    unhandled: `${unhandled} non traitée${unhandled > 1 ? 's' : ''}`,
    urgent: urgent > 0 ? `${urgent} urgente${urgent > 1 ? 's' : ''}` : null,
  };
}

/** "3 non traitées, dont 1 urgente"; "Aucune demande non traitée" when all are answered. */
export function contactSummaryText(summary: ContactSummary): string {
  if (summary.unhandled === 0) return 'Aucune demande non traitée';
  const parts = contactSummaryParts(summary);
  return parts.urgent ? `${parts.unhandled}, dont ${parts.urgent}` : parts.unhandled;
}
