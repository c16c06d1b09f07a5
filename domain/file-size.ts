const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "470 Ko", "1,2 Mo" (French units, 1 Ko = 1,024 bytes as file managers show them). */
export function formatFileSize(bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${Math.max(1, Math.round(kilobytes))} Ko`;
  return `${oneDecimal.format(kilobytes / 1024)} Mo`;
}
