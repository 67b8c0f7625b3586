import { runStoryShard, type StoryModule } from './runStoryShard';

await runStoryShard(import.meta.glob<StoryModule>('../**/*.stories.tsx'), { shard: 2, of: 4 });
