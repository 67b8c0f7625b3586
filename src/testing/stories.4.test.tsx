import { runStoryShard, type StoryModule } from './runStoryShard';

await runStoryShard(import.meta.glob<StoryModule>('../**/*.stories.tsx'), { shard: 4, of: 4 });
