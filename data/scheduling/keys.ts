// The scheduling reads' inputs: one batch, the report's range (none lists every batch).
export function scheduledBatchInput(batchId: string) {
  return { params: { batchId } };
}

export function scheduledUpgradesInput(range: { startDate: string; endDate: string } | null) {
  return range ? { query: { startDate: range.startDate, endDate: range.endDate } } : { query: {} };
}
