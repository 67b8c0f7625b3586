/**
 * A one-line progress bar for a long command (`npm run db:seed`): on a terminal the line is
 * redrawn in place ('\r') and ended when the work is done; elsewhere (a log, CI) nothing is
 * drawn, so the output stays one line per result.
 */
export const progressBar =
  (stream: NodeJS.WriteStream, width = 30) =>
  (done: number, total: number): void => {
    if (!stream.isTTY) return;
    const filled = Math.round((done / total) * width);
    const percent = Math.floor((done / total) * 100);
    stream.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} sites`,
    );
    if (done >= total) stream.write('\n');
  };
