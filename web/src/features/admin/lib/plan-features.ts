// The plan editor takes features as one comma-separated line.

/** "Free delivery, , Cancel anytime " -> ["Free delivery", "Cancel anytime"] */
export function parseFeatures(text: string): string[] {
  return text
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

/** The editor's starting text for a plan's features. */
export function featuresToText(features: readonly string[]): string {
  return features.join(', ');
}

/** The editor's hint under the features: "2 features: Free delivery · Cancel anytime". */
export function featuresHint(text: string): string {
  const features = parseFeatures(text);
  const count = `${features.length} feature${features.length === 1 ? '' : 's'}`;
  return `${count}: ${features.join(' · ') || 'none'}`;
}
