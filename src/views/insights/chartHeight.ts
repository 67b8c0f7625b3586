/**
 * A chart's height, for its box and for Recharts' container inside it. Recharts 3 measures its
 * container only after the first render and, while neither side is a number, warns in the console
 * on every chart's first renders (mantinedev/mantine#8399). With the height a number it has one
 * side from the start; the box and the drawing are as tall as before.
 */
export const chartHeight = (height: number) => ({ h: height, attributes: { container: { height } } });
