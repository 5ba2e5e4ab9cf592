#include "tessera_strips.h"

#include <pthread.h>

typedef struct {
  uint32_t strips;
  int (*work)(void *, uint32_t);
  void *context;
  pthread_mutex_t lock;
  uint32_t next;
  int failed;
} strip_run;

static void *strip_worker(void *arg) {
  strip_run *run = (strip_run *)arg;
  for (;;) {
    pthread_mutex_lock(&run->lock);
    uint32_t s = run->next++;
    pthread_mutex_unlock(&run->lock);
    if (s >= run->strips) break;
    if (!run->work(run->context, s)) {
      pthread_mutex_lock(&run->lock);
      run->failed = 1;
      pthread_mutex_unlock(&run->lock);
    }
  }
  return NULL;
}

int tessera_run_strips(uint32_t strips, int threads, int (*work)(void *context, uint32_t strip), void *context) {
  strip_run run = {strips, work, context, PTHREAD_MUTEX_INITIALIZER, 0, 0};
  int n = threads < 1 ? 1 : (threads > 8 ? 8 : threads);
  if ((uint32_t)n > strips) n = (int)(strips ? strips : 1);
  pthread_t tids[8];
  int started = 0;
  for (int i = 1; i < n; i++)
    if (pthread_create(&tids[started], NULL, strip_worker, &run) == 0) started++;
  strip_worker(&run);
  for (int i = 0; i < started; i++) pthread_join(tids[i], NULL);
  pthread_mutex_destroy(&run.lock);
  return !run.failed;
}
