/* The compiled core of the hand analyser (polymahjong.hand.compiled builds it from a hand shape).
 *
 * It computes exactly what the pure Python analyser computes (polymahjong.hand.shanten,
 * polymahjong.hand.distance, polymahjong.hand.special) with the same algorithm:
 *
 * - a block's cost table (fewest tiles to add so that m sets and p pairs, u of the sets' tiles being
 *   zeros, can be taken from the block) by the same memoised search over the lowest kind held;
 * - a segment's profile (the cost table of its blocks combined by a min-plus convolution, and the
 *   special-form counts) cached per segment content for the tile set's own copies;
 * - a hand's distance: the segments' tables convolved, the standard form read off the cell
 *   (sets, pair, zeros used), the special forms from the summed counts.
 *
 * Incremental acceptance: for a hand one tile short, the convolution of every segment but one is made
 * once, so each draw into that segment costs one profile lookup and one final convolution.
 *
 * Nothing here knows a ruleset: blocks, moves (groups), segments and special forms come from Python.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define INF 99
#define BITS 3
#define MASK 7
#define MAXK 96     /* kinds of a tile set */
#define MAXBK 21    /* kinds of a block or segment: 3 bits each in 64 */
#define MAXG 128    /* cells of a cost table */
#define MAXSETS 8
#define MAXZEROS 7
#define MAXSEG 16
#define MAXMOVES 96
#define FORM_TILES 14
#define WINDOW 14
#define MAXWIN 64

typedef uint8_t cost_t;

/* ---------------------------------------------------------------- hash map: 128-bit key -> int32 */
typedef struct {
    uint64_t k1, k2;
    int32_t val; /* -1: empty */
} Entry;

typedef struct {
    Entry *e;
    size_t cap, n;
} Map;

static int map_alloc(Map *m, size_t cap) {
    m->cap = cap;
    m->n = 0;
    m->e = malloc(cap * sizeof(Entry));
    if (!m->e) return -1;
    for (size_t i = 0; i < cap; i++) m->e[i].val = -1;
    return 0;
}

static void map_free(Map *m) {
    free(m->e);
    m->e = NULL;
}

static void map_clear(Map *m) {
    for (size_t i = 0; i < m->cap; i++) m->e[i].val = -1;
    m->n = 0;
}

static inline size_t map_slot(const Map *m, uint64_t a, uint64_t b) {
    uint64_t h = a ^ (b * 0x9E3779B97F4A7C15ULL);
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    size_t i = (size_t)h & (m->cap - 1);
    const Entry *e = m->e;
    while (e[i].val >= 0 && (e[i].k1 != a || e[i].k2 != b)) i = (i + 1) & (m->cap - 1);
    return i;
}

/* Inserts a key known to be absent with the next value (n); grows the table past half full.
 * Returns the value, or -1 when memory ran out. */
static int32_t map_insert(Map *m, uint64_t a, uint64_t b) {
    if (2 * (m->n + 1) > m->cap) {
        Map bigger;
        if (map_alloc(&bigger, 2 * m->cap) < 0) {
            map_free(&bigger);
            return -1;
        }
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].val >= 0) bigger.e[map_slot(&bigger, m->e[i].k1, m->e[i].k2)] = m->e[i];
        bigger.n = m->n;
        map_free(m);
        *m = bigger;
    }
    size_t j = map_slot(m, a, b);
    m->e[j].k1 = a, m->e[j].k2 = b;
    m->e[j].val = (int32_t)m->n;
    return (int32_t)m->n++;
}

/* Room for ``n`` items of ``size`` bytes in a growing buffer. */
static int reserve(void **buf, size_t *have, size_t n, size_t size) {
    if (n <= *have) return 0;
    size_t want = *have ? *have : 256;
    while (want < n) want *= 2;
    void *p = realloc(*buf, want * size);
    if (!p) return -1;
    *buf = p;
    *have = want;
    return 0;
}

/* ---------------------------------------------------------------- blocks */
typedef struct {
    int nt;        /* tiles of the group that are block kinds (zeros excluded) */
    int shifts[3]; /* their bit shifts */
    int move;      /* 0 a pair, 1 + z a set using z zeros */
} Move;

typedef struct {
    int n, width;
    int kinds[MAXBK];
    int reach[MAXBK]; /* in bits */
    int nmoves[MAXBK];
    Move moves[MAXBK][MAXMOVES];
    cost_t base[MAXG];
    Map memo;
    cost_t *arena; /* memo results, gsize each */
    size_t arena_have;
    cost_t scratch[MAXG]; /* a result the memo had no memory for */
    size_t limit;         /* entries kept before the memo is emptied */
} Block;

typedef struct {
    int start, stop, zero_role;
    int nblocks, blocks[MAXK];
    int nwin, wins[MAXWIN];
    Map cache; /* content -> profile slot (tile set's own copies) */
    cost_t *costs;
    int16_t *stats;
    size_t costs_have, stats_have;
    size_t limit;
} Segment;

#define NSTATS 6

typedef struct {
    PyObject_HEAD
    int nkinds, zero, max_sets, zeros, gsize;
    int copies[MAXK];
    int cell_m[MAXG], cell_p[MAXG], cell_u[MAXG];
    /* min-plus convolution: for cell a, pairs (cell of b, cell of the sum) */
    int nconv[MAXG];
    int16_t conv_b[MAXG][MAXG], conv_out[MAXG][MAXG];
    int nshift[8];
    int16_t shift_from[8][MAXG], shift_to[8][MAXG]; /* [0] pair, [1 + z] set using z zeros */
    cost_t empty[MAXG], zero_role[MAXG];
    int nblocks;
    Block *blocks;
    int nseg;
    Segment segs[MAXSEG];
    int seg_of[MAXK]; /* -1 outside every segment */
    int block_of[MAXK]; /* -1 outside every block */
    /* special forms */
    int pairs_mode; /* 0 none, 1 distinct, 2 repeats */
    int thirteen, fourteen, fzero;
    int need[MAXK];
    int nwin;
    int windows[MAXWIN][WINDOW];
    PyObject *fallback; /* answers what the core does not */
    /* per (sets, u): the (own cell, rest cell) pairs summing to the cell (sets, pair, u) */
    int nfinal[MAXSETS + 1][MAXZEROS];
    int16_t final_own[MAXSETS + 1][MAXZEROS][MAXG], final_rest[MAXSETS + 1][MAXZEROS][MAXG];
} Core;

static inline int idx(const Core *c, int m, int p, int u) { return (m * 2 + p) * c->zeros + u; }

static void combine(const Core *c, const cost_t *a, const cost_t *b, cost_t *out) {
    int g = c->gsize;
    for (int i = 0; i < g; i++) out[i] = INF;
    for (int i = 0; i < g; i++) {
        int ai = a[i];
        if (ai >= INF) continue;
        int n = c->nconv[i];
        const int16_t *bj = c->conv_b[i], *ok = c->conv_out[i];
        for (int t = 0; t < n; t++) {
            int v = ai + b[bj[t]];
            if (v < out[ok[t]]) out[ok[t]] = (cost_t)v;
        }
    }
}

/* The block's cost table for packed ``held`` and tracked ``room``; valid until the next call. */
static const cost_t *solve(Core *c, Block *b, uint64_t held, uint64_t room) {
    if (!held) return b->base;
    int k = __builtin_ctzll(held) / BITS;
    uint64_t key2 = b->reach[k] >= 64 ? 0 : room >> b->reach[k];
    size_t slot = map_slot(&b->memo, held, key2);
    if (b->memo.e[slot].val >= 0) return b->arena + (size_t)b->memo.e[slot].val * c->gsize;
    int g = c->gsize;
    cost_t best[MAXG];
    memcpy(best, solve(c, b, held & ~((uint64_t)MASK << (BITS * k)), room), g);
    /* options: (h, move) -> rooms, as the Python search (a full-room option makes the others moot) */
    uint64_t oh[MAXMOVES * 2], orr[MAXMOVES * 2];
    int omv[MAXMOVES * 2], oadd[MAXMOVES * 2], ofull[MAXMOVES * 2], nopt = 0;
    for (int t = 0; t < b->nmoves[k]; t++) {
        const Move *mv = &b->moves[k][t];
        uint64_t h = held, r = room;
        int added = 0, ok = 1;
        for (int s = 0; s < mv->nt; s++) {
            int sh = mv->shifts[s];
            if ((h >> sh) & MASK) {
                h -= (uint64_t)1 << sh;
                continue;
            }
            int left = (int)((r >> sh) & MASK);
            if (!left) {
                ok = 0;
                break;
            }
            if (left != MASK) r -= (uint64_t)1 << sh;
            added++;
        }
        if (!ok) continue;
        int full = -1, same = 0;
        for (int o = 0; o < nopt; o++) {
            if (oh[o] != h || omv[o] != mv->move) continue;
            if (ofull[o]) full = o;
            if (orr[o] == r) same = 1;
        }
        if (full >= 0 || same) continue;
        if (r == room) { /* drop this (h, move)'s other rooms */
            int w = 0;
            for (int o = 0; o < nopt; o++) {
                if (oh[o] == h && omv[o] == mv->move) continue;
                oh[w] = oh[o], orr[w] = orr[o], omv[w] = omv[o], oadd[w] = oadd[o], ofull[w] = ofull[o];
                w++;
            }
            nopt = w;
        }
        oh[nopt] = h, orr[nopt] = r, omv[nopt] = mv->move, oadd[nopt] = added, ofull[nopt] = r == room;
        nopt++;
    }
    for (int o = 0; o < nopt; o++) {
        const cost_t *sub = solve(c, b, oh[o], orr[o]);
        int n = c->nshift[omv[o]];
        const int16_t *from = c->shift_from[omv[o]], *to = c->shift_to[omv[o]];
        for (int s = 0; s < n; s++) {
            int v = sub[from[s]] + oadd[o];
            if (v > INF) v = INF;
            if (v < best[to[s]]) best[to[s]] = (cost_t)v;
        }
    }
    if (b->memo.n >= b->limit) map_clear(&b->memo);
    cost_t *dst = b->scratch;
    if (!reserve((void **)&b->arena, &b->arena_have, b->memo.n + 1, g)) {
        int32_t at = map_insert(&b->memo, held, key2);
        if (at >= 0) dst = b->arena + (size_t)at * g;
    }
    memcpy(dst, best, g);
    return dst;
}

/* The block's table for local ``held`` counts and ``room`` copies left (as BlockDistance.table). */
static const cost_t *block_table(Core *c, Block *b, const int *held, const int *room) {
    uint64_t h = 0, r = 0;
    for (int i = 0; i < b->n; i++) {
        int tracked = (held[i] >= 2 || room[i] < (held[i] ? 3 : c->max_sets)) ? (room[i] < MASK - 1 ? room[i] : MASK - 1)
                                                                                : MASK;
        h |= (uint64_t)held[i] << (BITS * i);
        r |= (uint64_t)tracked << (BITS * i);
    }
    return solve(c, b, h, r);
}

/* ---------------------------------------------------------------- segment profiles */
static void seg_stats(const Core *c, const Segment *s, const int *counts, int16_t *st) {
    int two = 0, one = 0, orph = 0, extra = 0, zero = 0, straight = 0;
    for (int k = s->start; k < s->stop; k++) {
        int n = counts[k];
        if (c->pairs_mode == 2) {
            two += n / 2;
            one += n % 2;
        } else if (c->pairs_mode == 1) {
            two += n >= 2;
            one += n == 1;
        }
        int need = c->need[k];
        if (need) {
            orph += n < need ? n : need;
            extra += n > need;
        } else if (k == c->fzero) {
            zero += n > 0;
        }
    }
    for (int w = 0; w < s->nwin; w++) {
        const int *win = c->windows[s->wins[w]];
        int held = 0;
        for (int i = 0; i < WINDOW; i++) held += counts[win[i]] > 0;
        if (held > straight) straight = held;
    }
    st[0] = two, st[1] = one, st[2] = orph, st[3] = extra, st[4] = zero, st[5] = straight;
}

/* The segment's costs for ``counts`` with ``caps`` copies allowed per kind. */
static void seg_costs(Core *c, const Segment *s, const int *counts, const int *caps, cost_t *out) {
    cost_t acc[MAXG], tmp[MAXG];
    int have = 0;
    if (s->zero_role) {
        memcpy(acc, c->zero_role, c->gsize);
        have = 1;
    }
    for (int i = 0; i < s->nblocks; i++) {
        Block *b = &c->blocks[s->blocks[i]];
        int held[MAXBK], room[MAXBK];
        for (int j = 0; j < b->n; j++) {
            int k = b->kinds[j];
            int r = caps[k] - counts[k];
            held[j] = counts[k];
            room[j] = r < 0 ? 0 : (r > MASK ? MASK : r);
        }
        const cost_t *t = block_table(c, b, held, room);
        if (!have) {
            memcpy(acc, t, c->gsize);
            have = 1;
        } else {
            memcpy(tmp, t, c->gsize);
            combine(c, acc, tmp, out);
            memcpy(acc, out, c->gsize);
        }
    }
    memcpy(out, have ? acc : c->empty, c->gsize);
}

/* Profile of segment ``i``: costs and stats copied out. ``caps`` NULL: the tile set's copies (cached). */
static void profile(Core *c, int i, const int *counts, const int *caps, cost_t *costs, int16_t *stats) {
    Segment *s = &c->segs[i];
    if (caps) {
        seg_costs(c, s, counts, caps, costs);
        seg_stats(c, s, counts, stats);
        return;
    }
    uint64_t key = 0;
    for (int k = s->start; k < s->stop; k++) key |= (uint64_t)counts[k] << (BITS * (k - s->start));
    size_t slot = map_slot(&s->cache, key, 0);
    int32_t at = s->cache.e[slot].val;
    if (at < 0) {
        cost_t tmp[MAXG];
        int16_t st[NSTATS];
        seg_costs(c, s, counts, c->copies, tmp);
        seg_stats(c, s, counts, st);
        if (s->cache.n >= s->limit) map_clear(&s->cache);
        if (reserve((void **)&s->costs, &s->costs_have, s->cache.n + 1, c->gsize) < 0 ||
            reserve((void **)&s->stats, &s->stats_have, s->cache.n + 1, sizeof(st)) < 0 ||
            (at = map_insert(&s->cache, key, 0)) < 0) { /* no memory to remember it */
            memcpy(costs, tmp, c->gsize);
            memcpy(stats, st, sizeof(st));
            return;
        }
        memcpy(s->costs + (size_t)at * c->gsize, tmp, c->gsize);
        memcpy(s->stats + (size_t)at * NSTATS, st, sizeof(st));
    }
    memcpy(costs, s->costs + (size_t)at * c->gsize, c->gsize);
    memcpy(stats, s->stats + (size_t)at * NSTATS, sizeof(int16_t) * NSTATS);
}

static void stats_add(int16_t *a, const int16_t *b) {
    for (int i = 0; i < 5; i++) a[i] += b[i];
    if (b[5] > a[5]) a[5] = b[5];
}

static int special_distance(const Core *c, const int16_t *s) {
    int best = FORM_TILES + 1;
    if (c->pairs_mode) {
        int two = s[0] < 7 ? s[0] : 7;
        int one = s[1] < 7 - two ? s[1] : 7 - two;
        int d = FORM_TILES - 2 * two - one;
        if (d < best) best = d;
    }
    if (c->thirteen) {
        int d = FORM_TILES - s[2] - (s[3] > 0);
        if (d < best) best = d;
    }
    if (c->fourteen) {
        int d = FORM_TILES - s[2] - s[4];
        if (d < best) best = d;
    }
    if (c->nwin) {
        int d = FORM_TILES - s[5];
        if (d < best) best = d;
    }
    return best;
}

/* Hand context: what the declared melds and wildcards change. */
typedef struct {
    const int *caps; /* NULL: the tile set's copies */
    int sets, wild, specials, zero_room;
} Context;

/* Distance to the standard form from the convolution of all segments but one (``rest``) and that
 * segment's costs ``own``: only the cells (sets, pair, u) are formed. */
static int standard_final(const Core *c, const Context *x, const cost_t *rest, const cost_t *own, int zeros_held) {
    int best = 1000;
    int umax = c->zeros - 1 < x->zero_room ? c->zeros - 1 : x->zero_room;
    for (int u = 0; u <= umax; u++) {
        int n = c->nfinal[x->sets][u], low = INF;
        const int16_t *a = c->final_own[x->sets][u], *b = c->final_rest[x->sets][u];
        for (int t = 0; t < n; t++) {
            int v = own[a[t]] + rest[b[t]];
            if (v < low) low = v;
        }
        if (low > INF) low = INF;
        int d = low + (u > zeros_held ? u - zeros_held : 0);
        if (d < best) best = d;
    }
    return best;
}

static int finish(const Context *x, int standard, int special) {
    int d = standard < special ? standard : special;
    d -= x->wild;
    return (d > 0 ? d : 0) - 1;
}

/* Shanten of ``counts`` (validated by the caller). */
static int hand_shanten(Core *c, const Context *x, const int *counts) {
    cost_t acc[MAXG], own[MAXG], tmp[MAXG];
    int16_t st[NSTATS] = {0}, s2[NSTATS];
    int last = c->nseg - 1;
    if (last == 0) {
        memcpy(acc, c->empty, c->gsize);
    } else {
        profile(c, 0, counts, x->caps, acc, st);
        for (int i = 1; i < last; i++) {
            profile(c, i, counts, x->caps, own, s2);
            combine(c, acc, own, tmp);
            memcpy(acc, tmp, c->gsize);
            stats_add(st, s2);
        }
    }
    profile(c, last, counts, x->caps, own, s2);
    stats_add(st, s2);
    int hz = c->zero >= 0 ? counts[c->zero] : 0;
    return finish(x, standard_final(c, x, acc, own, hz), x->specials ? special_distance(c, st) : FORM_TILES + 1);
}

/* For a hand one tile short: its shanten, and the shanten after each of ``draws`` (out[i]). */
static int draw_shanten(Core *c, const Context *x, int *counts, const int *draws, int ndraws, int *out) {
    int ns = c->nseg;
    cost_t prof[MAXSEG][MAXG], pre[MAXSEG + 1][MAXG], suf[MAXSEG + 1][MAXG], rest[MAXG], own[MAXG];
    int16_t st[MAXSEG][NSTATS], total[NSTATS] = {0};
    for (int i = 0; i < ns; i++) {
        profile(c, i, counts, x->caps, prof[i], st[i]);
        stats_add(total, st[i]);
    }
    memcpy(pre[0], c->empty, c->gsize);
    for (int i = 0; i < ns; i++) combine(c, pre[i], prof[i], pre[i + 1]);
    memcpy(suf[ns], c->empty, c->gsize);
    for (int i = ns - 1; i >= 0; i--) combine(c, prof[i], suf[i + 1], suf[i]);
    int hz = c->zero >= 0 ? counts[c->zero] : 0;
    int now = finish(x, standard_final(c, x, pre[ns - 1], prof[ns - 1], hz),
                     x->specials ? special_distance(c, total) : FORM_TILES + 1);
    int done = -1; /* segment whose rest is in ``rest`` */
    for (int t = 0; t < ndraws; t++) {
        int k = draws[t], i = c->seg_of[k];
        if (i != done) {
            combine(c, pre[i], suf[i + 1], rest);
            done = i;
        }
        counts[k]++;
        int16_t s2[NSTATS], sum[NSTATS];
        profile(c, i, counts, x->caps, own, s2);
        for (int j = 0; j < 5; j++) sum[j] = total[j] - st[i][j] + s2[j];
        sum[5] = 0;
        for (int j = 0; j < ns; j++) {
            int v = j == i ? s2[5] : st[j][5];
            if (v > sum[5]) sum[5] = (int16_t)v;
        }
        int z = c->zero >= 0 ? counts[c->zero] : 0;
        out[t] = finish(x, standard_final(c, x, rest, own, z), x->specials ? special_distance(c, sum) : FORM_TILES + 1);
        counts[k]--;
    }
    return now;
}

/* ---------------------------------------------------------------- complete hands
 * Whether a hand is complete, without distances: a block's tiles split into sets (and the pair) by a
 * search over its lowest kind held (the pair, or each set containing it), the blocks first screened by
 * their tile counts mod 3 (a block of 3n+1 tiles, or two of 3n+2, fail at once); the special forms by the
 * counts their distance is read from (distance 0). As hand/complete.py, for shapes without a shared kind. */
static int block_sets(const Block *b, uint64_t held, int pair) {
    if (!held) return !pair;
    int k = __builtin_ctzll(held) / BITS;
    if (pair && ((held >> (BITS * k)) & MASK) >= 2 && block_sets(b, held - ((uint64_t)2 << (BITS * k)), 0)) return 1;
    for (int t = 0; t < b->nmoves[k]; t++) {
        const Move *mv = &b->moves[k][t];
        if (mv->move != 1) continue; /* sets of the block's own tiles only */
        uint64_t h = held;
        int ok = 1;
        for (int s = 0; s < mv->nt && ok; s++) {
            int sh = mv->shifts[s];
            if ((h >> sh) & MASK) h -= (uint64_t)1 << sh;
            else ok = 0;
        }
        if (ok && block_sets(b, h, pair)) return 1;
    }
    return 0;
}

/* Whether ``counts`` (3 * sets + 2 tiles, validated by the caller; the core has no shared kind) is sets and
 * a pair, or (``specials``) a special form. */
static int hand_complete(const Core *c, const int *counts, int sets, int specials) {
    uint64_t packed[MAXK];
    int total = 0, in_blocks = 0, paired = -1, standard = 1;
    for (int k = 0; k < c->nkinds; k++) total += counts[k];
    for (int i = 0; i < c->nblocks && standard; i++) {
        const Block *b = &c->blocks[i];
        uint64_t h = 0;
        int sum = 0;
        for (int j = 0; j < b->n; j++) {
            int n = counts[b->kinds[j]];
            sum += n;
            h |= (uint64_t)n << (BITS * j);
        }
        packed[i] = h;
        in_blocks += sum;
        int left = sum % 3;
        if (left == 1 || (left == 2 && paired >= 0)) standard = 0;
        else if (left == 2) paired = i;
    }
    if (standard && paired >= 0 && in_blocks == total && total == 3 * sets + 2) {
        int i = 0;
        while (i < c->nblocks && (!packed[i] || block_sets(&c->blocks[i], packed[i], i == paired))) i++;
        if (i == c->nblocks) return 1;
    }
    if (!specials) return 0;
    int16_t st[NSTATS] = {0}, s2[NSTATS];
    for (int i = 0; i < c->nseg; i++) {
        seg_stats(c, &c->segs[i], counts, s2);
        stats_add(st, s2);
    }
    return special_distance(c, st) == 0;
}

/* Whether the 3 * sets + 1-tile ``counts`` is one tile from complete: some draw of a kind with a copy left
 * completes it. ``res``: each block's tiles mod 3; ``special_near``: a special form may be reached (else a
 * draw that leaves a block's count wrong mod 3 is not tried). */
static int ready(const Core *c, int *counts, int sets, int specials, const int *res, int n1, int n2, int special_near) {
    for (int k = 0; k < c->nkinds; k++) {
        if (c->seg_of[k] < 0 || counts[k] >= c->copies[k]) continue;
        int b = c->block_of[k];
        if (!special_near) {
            if (b < 0) continue;
            int r = res[b], after = (r + 1) % 3;
            int m1 = n1 - (r == 1) + (after == 1), m2 = n2 - (r == 2) + (after == 2);
            if (m1 || m2 != 1) continue;
        }
        counts[k]++;
        int done = hand_complete(c, counts, sets, specials);
        counts[k]--;
        if (done) return 1;
    }
    return 0;
}

/* For a 3 * sets + 2-tile hand: the kinds of ``discards`` (held, in their order) whose discard leaves it
 * one tile from complete, appended to ``out``; returns how many. */
static int ready_discards(const Core *c, int *counts, int sets, int specials, const int *discards, int nd, int *out) {
    int res[MAXK], n = 0, near = 0;
    for (int i = 0; i < c->nblocks; i++) {
        int sum = 0;
        for (int j = 0; j < c->blocks[i].n; j++) sum += counts[c->blocks[i].kinds[j]];
        res[i] = sum % 3;
    }
    if (specials) {
        int16_t st[NSTATS] = {0}, s2[NSTATS];
        for (int i = 0; i < c->nseg; i++) {
            seg_stats(c, &c->segs[i], counts, s2);
            stats_add(st, s2);
        }
        near = special_distance(c, st) <= 1; /* a discard and a draw lower a form's distance by one at most */
    }
    for (int t = 0; t < nd; t++) {
        int d = discards[t], b = c->block_of[d];
        if (!counts[d]) continue;
        counts[d]--;
        if (b >= 0) res[b] = (res[b] + 2) % 3;
        int n1 = 0, n2 = 0;
        for (int i = 0; i < c->nblocks; i++) n1 += res[i] == 1, n2 += res[i] == 2;
        int found = ready(c, counts, sets, specials, res, n1, n2, near);
        if (b >= 0) res[b] = (res[b] + 1) % 3;
        counts[d]++;
        if (found) out[n++] = d;
    }
    return n;
}

/* ---------------------------------------------------------------- Python glue */
static PyObject *small_ints[MASK + 1]; /* 0..7: CPython keeps one object of each small int */

static Py_ssize_t small_stride; /* bytes between CPython's cached small ints 0 and 1 (0: not evenly laid out) */

/* An int of a count vector: the small ones by identity (their place among CPython's cached small ints),
 * the rest through the C API. */
static inline long as_count(PyObject *o) {
    if (small_stride) {
        Py_ssize_t at = (const char *)o - (const char *)small_ints[0];
        if (at >= 0 && at % small_stride == 0 && at / small_stride <= MASK && o == small_ints[at / small_stride])
            return (long)(at / small_stride);
    } else {
        for (int v = 0; v <= MASK; v++)
            if (o == small_ints[v]) return v;
    }
    return PyLong_AsLong(o);
}

static int read_ints(PyObject *seq, int *out, int n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s has %zd entries, not %d", what, PySequence_Fast_GET_SIZE(fast), n);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(items[i]);
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = v < -1000 ? -1000 : (v > 1000 ? 1000 : (int)v);
    }
    Py_DECREF(fast);
    return 0;
}

#define SHORT 1 /* a hand of 3n+1 tiles */
#define LONG 2  /* a hand of 3n+2 tiles */

/* Reads a hand of one of ``sizes``: 1 ok, 0 not one the core answers (the pure path then raises the right
 * error), -1 error. */
static int read_hand(Core *c, PyObject *seq, int *counts, const int *caps, int wild, int sets, int sizes) {
    PyObject *fast = PySequence_Fast(seq, "counts must be a sequence");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n != c->nkinds) {
        Py_DECREF(fast);
        return 0;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    int total = wild;
    for (int i = 0; i < n; i++) {
        long v = as_count(items[i]);
        if (v == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            Py_DECREF(fast);
            return 0;
        }
        int cap = caps ? caps[i] : c->copies[i];
        if (v < 0 || v > c->copies[i] || v > cap || v >= MASK) {
            Py_DECREF(fast);
            return 0;
        }
        counts[i] = (int)v;
        total += (int)v;
    }
    Py_DECREF(fast);
    if (!((sizes & SHORT && total == 3 * sets + 1) || (sizes & LONG && total == 3 * sets + 2))) return 0;
    return 1;
}

static int read_context(Core *c, Context *x, int *caps, PyObject *caps_obj, int sets, int wild, int specials) {
    x->sets = sets;
    x->wild = wild;
    x->specials = specials;
    x->caps = NULL;
    if (sets < 0 || sets > c->max_sets || wild < 0) {
        PyErr_SetString(PyExc_ValueError, "sets or wild out of range");
        return -1;
    }
    if (caps_obj != Py_None) {
        if (read_ints(caps_obj, caps, c->nkinds, "caps") < 0) return -1;
        for (int i = 0; i < c->nkinds; i++)
            if (caps[i] < 0) caps[i] = 0;
        x->caps = caps;
    }
    x->zero_room = c->zero >= 0 ? (x->caps ? x->caps[c->zero] : c->copies[c->zero]) : 0;
    return 0;
}

/* shanten(counts, declared=(), wild=0): a concealed hand's shanten; any other call (declared melds,
 * wildcards, a hand the core does not answer) goes to the fallback. */
static PyObject *Core_shanten(Core *c, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    int plain = nargs >= 1 && nargs <= 3 && !kwnames;
    for (Py_ssize_t i = 1; plain && i < nargs; i++) {
        int truth = PyObject_IsTrue(args[i]);
        if (truth < 0) return NULL;
        plain = !truth;
    }
    if (plain) {
        int counts[MAXK];
        int r = read_hand(c, args[0], counts, NULL, 0, c->max_sets, SHORT | LONG);
        if (r < 0) return NULL;
        if (r > 0) {
            Context x = {NULL, c->max_sets, 0, 1, c->zero >= 0 ? c->copies[c->zero] : 0};
            return PyLong_FromLong(hand_shanten(c, &x, counts));
        }
    }
    if (!c->fallback) {
        PyErr_SetString(PyExc_ValueError, "a hand the compiled core does not answer, and no fallback");
        return NULL;
    }
    return PyObject_Vectorcall(c->fallback, args, (size_t)nargs, kwnames);
}

static PyObject *Core_set_fallback(Core *c, PyObject *fn) {
    Py_XDECREF(c->fallback);
    Py_INCREF(fn);
    c->fallback = fn;
    Py_RETURN_NONE;
}

static int Core_traverse(Core *c, visitproc visit, void *arg) {
    Py_VISIT(c->fallback);
    return 0;
}

static int Core_clear_refs(Core *c) {
    Py_CLEAR(c->fallback);
    return 0;
}

static PyObject *Core_shanten_general(Core *c, PyObject *args) {
    PyObject *hand, *caps_obj;
    int sets, wild;
    if (!PyArg_ParseTuple(args, "OOii", &hand, &caps_obj, &sets, &wild)) return NULL;
    int caps[MAXK], counts[MAXK];
    Context x;
    if (read_context(c, &x, caps, caps_obj, sets, wild, 0) < 0) return NULL;
    int r = read_hand(c, hand, counts, x.caps, wild, sets, SHORT | LONG);
    if (r < 0) return NULL;
    if (r == 0) Py_RETURN_NONE;
    return PyLong_FromLong(hand_shanten(c, &x, counts));
}

static int read_draws(Core *c, PyObject *obj, int *draws) {
    PyObject *fast = PySequence_Fast(obj, "draws must be a sequence");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAXK) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "too many draws");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (v < 0 || v >= c->nkinds || c->seg_of[v] < 0) {
            Py_DECREF(fast);
            PyErr_Format(PyExc_ValueError, "kind %ld cannot be drawn", v);
            return -1;
        }
        draws[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

/* The arguments (counts, sets, specials, ...) of complete and completing: 1 read, 0 a hand or shape the
 * core does not answer (None), -1 error. */
static int read_complete(Core *c, PyObject *const *args, Py_ssize_t nargs, int min, int sizes, int *counts, int *sets,
                         int *specials) {
    if (nargs < min) {
        PyErr_SetString(PyExc_TypeError, "missing arguments");
        return -1;
    }
    long s = PyLong_AsLong(args[1]);
    if (s == -1 && PyErr_Occurred()) return -1;
    int truth = PyObject_IsTrue(args[2]);
    if (truth < 0) return -1;
    if (c->zero >= 0 || s < 0 || s > c->max_sets) return 0;
    *sets = (int)s, *specials = truth;
    return read_hand(c, args[0], counts, NULL, 0, *sets, sizes);
}

/* complete(counts, sets, specials): whether a concealed 3 * sets + 2-tile hand is complete; None when the
 * core does not answer it (a shape with a shared kind, a hand of the wrong size or counts). */
static PyObject *Core_complete(Core *c, PyObject *const *args, Py_ssize_t nargs) {
    int counts[MAXK], sets, specials;
    int r = read_complete(c, args, nargs, 3, LONG, counts, &sets, &specials);
    if (r < 0) return NULL;
    if (r == 0) Py_RETURN_NONE;
    return PyBool_FromLong(hand_complete(c, counts, sets, specials));
}

/* completing(counts, sets, specials, draws): the kinds of ``draws`` (in their order) that complete a concealed
 * 3 * sets + 1-tile hand; None as for complete. */
static PyObject *Core_completing(Core *c, PyObject *const *args, Py_ssize_t nargs) {
    int counts[MAXK], draws[MAXK], sets, specials;
    int r = read_complete(c, args, nargs, 4, SHORT, counts, &sets, &specials);
    if (r < 0) return NULL;
    if (r == 0) Py_RETURN_NONE;
    int nd = read_draws(c, args[3], draws);
    if (nd < 0) return NULL;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int i = 0; i < nd; i++) {
        int k = draws[i];
        if (counts[k] >= c->copies[k]) continue;
        counts[k]++;
        int done = hand_complete(c, counts, sets, specials);
        counts[k]--;
        if (done) {
            PyObject *v = PyLong_FromLong(k);
            if (!v || PyList_Append(out, v) < 0) {
                Py_XDECREF(v);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(v);
        }
    }
    return out;
}

/* ready_discards(counts, sets, specials, discards): the kinds of ``discards`` (in their order) whose discard
 * leaves a concealed 3 * sets + 2-tile hand one tile from complete (a draw of a kind the hand does not hold
 * every copy of completes it); None as for complete. */
static PyObject *Core_ready_discards(Core *c, PyObject *const *args, Py_ssize_t nargs) {
    int counts[MAXK], discards[MAXK], found[MAXK], sets, specials;
    int r = read_complete(c, args, nargs, 4, LONG, counts, &sets, &specials);
    if (r < 0) return NULL;
    if (r == 0) Py_RETURN_NONE;
    int nd = read_draws(c, args[3], discards);
    if (nd < 0) return NULL;
    int n = ready_discards(c, counts, sets, specials, discards, nd, found);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLong(found[i]);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

/* A tuple of (kind, unseen) for the draws ``draws[keep[...]]``. */
/* ``pairs[t]`` (made when first needed, then shared by every discard's tuple; the caller releases them)
 * is the (kind, unseen) of ``draws[t]``. */
static PyObject *draw_tuple(const int *draws, const int *keep, int nkeep, const int *unseen, PyObject **pairs) {
    PyObject *tup = PyTuple_New(nkeep);
    if (!tup) return NULL;
    for (int t = 0; t < nkeep; t++) {
        int k = draws[keep[t]];
        if (!pairs[keep[t]]) {
            PyObject *kind = PyLong_FromLong(k), *left = PyLong_FromLong(unseen[k]);
            pairs[keep[t]] = kind && left ? PyTuple_Pack(2, kind, left) : NULL;
            Py_XDECREF(kind);
            Py_XDECREF(left);
            if (!pairs[keep[t]]) {
                Py_DECREF(tup);
                return NULL;
            }
        }
        Py_INCREF(pairs[keep[t]]);
        PyTuple_SET_ITEM(tup, t, pairs[keep[t]]);
    }
    return tup;
}

static void release(PyObject **pairs, int n) {
    for (int t = 0; t < n; t++) Py_XDECREF(pairs[t]);
}

/* The improving draws of a hand one tile short, as a tuple of (kind, unseen); ``now`` set to its shanten.
 * Returns NULL with no error set when a draw would exceed what the core answers. */
static PyObject *improving(Core *c, const Context *x, int *counts, const int *draws, int ndraws, const int *unseen,
                           int *now) {
    int out[MAXK], keep[MAXK] = {0}, nkeep = 0;
    for (int t = 0; t < ndraws; t++) {
        int k = draws[t], cap = x->caps ? x->caps[k] : c->copies[k];
        if (counts[k] + 1 > cap || counts[k] + 1 > c->copies[k] || counts[k] + 1 >= MASK) return NULL;
    }
    *now = draw_shanten(c, x, counts, draws, ndraws, out);
    for (int t = 0; t < ndraws; t++)
        if (out[t] < *now) keep[nkeep++] = t;
    PyObject *pairs[MAXK] = {NULL};
    PyObject *tup = draw_tuple(draws, keep, nkeep, unseen, pairs);
    release(pairs, ndraws);
    return tup;
}

/* The arguments of improving and acceptance: (counts, draws, unseen, caps, sets, wild, specials), the hand
 * of ``sizes``. Returns 1, 0 for a hand the core does not answer, -1 on error. */
static int read_query(Core *c, PyObject *args, int sizes, Context *x, int *caps, int *counts, int *draws, int *nd,
                      int *unseen) {
    PyObject *hand, *draws_obj, *unseen_obj, *caps_obj;
    int sets, wild, specials;
    if (!PyArg_ParseTuple(args, "OOOOiip", &hand, &draws_obj, &unseen_obj, &caps_obj, &sets, &wild, &specials))
        return -1;
    if (read_context(c, x, caps, caps_obj, sets, wild, specials) < 0) return -1;
    if (read_ints(unseen_obj, unseen, c->nkinds, "unseen") < 0) return -1;
    if ((*nd = read_draws(c, draws_obj, draws)) < 0) return -1;
    return read_hand(c, hand, counts, x->caps, wild, sets, sizes);
}

static PyObject *Core_improving(Core *c, PyObject *args) {
    int caps[MAXK], counts[MAXK], draws[MAXK], unseen[MAXK], nd, now;
    Context x;
    int r = read_query(c, args, SHORT, &x, caps, counts, draws, &nd, unseen);
    if (r < 0) return NULL;
    if (r == 0) Py_RETURN_NONE;
    PyObject *tup = improving(c, &x, counts, draws, nd, unseen, &now);
    if (!tup) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NONE;
    }
    return Py_BuildValue("(iN)", now, tup);
}

/* Every segment but ``i`` and ``j`` (one of them when equal) of ``base`` combined, kept in ``without``. */
static const cost_t *rest_of(const Core *c, cost_t base[][MAXG], cost_t without[][MAXSEG][MAXG], int made[][MAXSEG],
                             int j, int i) {
    if (!made[j][i]) {
        cost_t acc[MAXG], tmp[MAXG];
        memcpy(acc, c->empty, c->gsize);
        for (int s = 0; s < c->nseg; s++) {
            if (s == i || s == j) continue;
            combine(c, acc, base[s], tmp);
            memcpy(acc, tmp, c->gsize);
        }
        memcpy(without[j][i], acc, c->gsize);
        memcpy(without[i][j], acc, c->gsize);
        made[j][i] = made[i][j] = 1;
    }
    return without[j][i];
}

/* Every discard of a 3n+2-tile hand, appended to ``list`` as (discard, shanten, ((kind, unseen), ...)).
 * A segment's profile with one draw added is looked up once for all the discards outside it.
 * Returns 1, 0 when a draw exceeds what the core answers (nothing appended), -1 on error. */
static int accept_all(Core *c, const Context *x, int *counts, const int *draws, int nd, const int *unseen,
                      PyObject *list) {
    int ns = c->nseg, g = c->gsize;
    cost_t base[MAXSEG][MAXG], plus[MAXK][MAXG], minus[MAXG], own_buf[MAXG], rest[MAXG];
    /* without[j][i]: every segment but i and j combined (the hand as it is), made when first needed */
    cost_t without[MAXSEG][MAXSEG][MAXG];
    int made[MAXSEG][MAXSEG];
    int16_t bst[MAXSEG][NSTATS], pst[MAXK][NSTATS], mst[NSTATS], own_st[NSTATS];
    memset(made, 0, sizeof(made));
    PyObject *pairs[MAXK] = {NULL};
    for (int t = 0; t < nd; t++) {
        int k = draws[t], cap = x->caps ? x->caps[k] : c->copies[k];
        if (counts[k] + 1 > cap || counts[k] + 1 > c->copies[k] || counts[k] + 1 >= MASK) return 0;
    }
    for (int i = 0; i < ns; i++) profile(c, i, counts, x->caps, base[i], bst[i]);
    for (int t = 0; t < nd; t++) {
        int k = draws[t];
        counts[k]++;
        profile(c, c->seg_of[k], counts, x->caps, plus[t], pst[t]);
        counts[k]--;
    }
    for (int d = 0; d < c->nkinds; d++) {
        if (!counts[d]) continue;
        int j = c->seg_of[d];
        counts[d]--;
        const cost_t *pp[MAXSEG];
        const int16_t *ps[MAXSEG];
        for (int i = 0; i < ns; i++) pp[i] = base[i], ps[i] = bst[i];
        if (j >= 0) {
            profile(c, j, counts, x->caps, minus, mst);
            pp[j] = minus, ps[j] = mst;
        }
        int16_t total[NSTATS] = {0};
        for (int i = 0; i < ns; i++) stats_add(total, ps[i]);
        int jj = j >= 0 ? j : 0; /* a discard outside every segment changes none: any segment is "its" */
        const cost_t *others = rest_of(c, base, without, made, jj, jj);
        int hz = c->zero >= 0 ? counts[c->zero] : 0;
        int now = finish(x, standard_final(c, x, others, pp[jj], hz),
                         x->specials ? special_distance(c, total) : FORM_TILES + 1);
        int keep[MAXK], nkeep = 0, done = -1;
        for (int t = 0; t < nd; t++) {
            int k = draws[t], i = c->seg_of[k];
            if (i != done) {
                if (i == jj)
                    memcpy(rest, others, g);
                else
                    combine(c, pp[jj], rest_of(c, base, without, made, jj, i), rest);
                done = i;
            }
            const cost_t *own = plus[t];
            const int16_t *ost = pst[t];
            if (i == j) {
                if (k == d) {
                    own = base[j], ost = bst[j];
                } else {
                    counts[k]++;
                    profile(c, j, counts, x->caps, own_buf, own_st);
                    counts[k]--;
                    own = own_buf, ost = own_st;
                }
            }
            int16_t sum[NSTATS];
            for (int a = 0; a < 5; a++) sum[a] = (int16_t)(total[a] - ps[i][a] + ost[a]);
            sum[5] = ost[5];
            for (int a = 0; a < ns; a++)
                if (a != i && ps[a][5] > sum[5]) sum[5] = ps[a][5];
            int z = c->zero >= 0 ? counts[c->zero] + (k == c->zero) : 0;
            int after = finish(x, standard_final(c, x, rest, own, z), x->specials ? special_distance(c, sum) : FORM_TILES + 1);
            if (after < now) keep[nkeep++] = t;
        }
        counts[d]++;
        PyObject *tup = draw_tuple(draws, keep, nkeep, unseen, pairs);
        if (!tup) {
            release(pairs, nd);
            return -1;
        }
        PyObject *kind = PyLong_FromLong(d), *left = PyLong_FromLong(now);
        PyObject *item = kind && left ? PyTuple_Pack(3, kind, left, tup) : NULL;
        Py_XDECREF(kind);
        Py_XDECREF(left);
        Py_DECREF(tup);
        if (!item || PyList_Append(list, item) < 0) {
            Py_XDECREF(item);
            release(pairs, nd);
            return -1;
        }
        Py_DECREF(item);
    }
    release(pairs, nd);
    return 1;
}

static PyObject *Core_acceptance(Core *c, PyObject *args) {
    int caps[MAXK], counts[MAXK], draws[MAXK], unseen[MAXK], nd;
    Context x;
    int r = read_query(c, args, LONG, &x, caps, counts, draws, &nd, unseen);
    if (r < 0) return NULL;
    if (r == 0) Py_RETURN_NONE;
    PyObject *list = PyList_New(0);
    if (!list) return NULL;
    r = accept_all(c, &x, counts, draws, nd, unseen, list);
    if (r > 0) return list;
    Py_DECREF(list);
    if (r < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *Core_entries(Core *c, PyObject *Py_UNUSED(ignored)) {
    size_t n = 0;
    for (int i = 0; i < c->nblocks; i++) n += c->blocks[i].memo.n;
    for (int i = 0; i < c->nseg; i++) n += c->segs[i].cache.n;
    return PyLong_FromSize_t(n);
}

static PyObject *Core_clear(Core *c, PyObject *Py_UNUSED(ignored)) {
    for (int i = 0; i < c->nblocks; i++) map_clear(&c->blocks[i].memo);
    for (int i = 0; i < c->nseg; i++) map_clear(&c->segs[i].cache);
    Py_RETURN_NONE;
}

static void Core_dealloc(Core *c) {
    PyObject_GC_UnTrack(c);
    Py_CLEAR(c->fallback);
    if (c->blocks) {
        for (int i = 0; i < c->nblocks; i++) {
            map_free(&c->blocks[i].memo);
            free(c->blocks[i].arena);
        }
        free(c->blocks);
    }
    for (int i = 0; i < c->nseg; i++) {
        map_free(&c->segs[i].cache);
        free(c->segs[i].costs);
        free(c->segs[i].stats);
    }
    Py_TYPE(c)->tp_free((PyObject *)c);
}

/* Core(nkinds, copies, zero, max_sets, zeros, blocks, segments, specials, memo_limit, segment_limit)
 *   blocks: [(kinds, uses_zero, groups_with)], groups_with[i]: [(local tiles, zeros, is_pair)]
 *   segments: [(start, stop, zero_role, block indices, window indices)]
 *   specials: (pairs_mode, thirteen, fourteen, fourteen_zero, need per kind, windows) */
static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    int nkinds, zero, max_sets, zeros;
    PyObject *copies, *blocks, *segs, *specials;
    Py_ssize_t memo_limit, seg_limit;
    if (!PyArg_ParseTuple(args, "iOiiiOOOnn", &nkinds, &copies, &zero, &max_sets, &zeros, &blocks, &segs, &specials,
                          &memo_limit, &seg_limit))
        return -1;
    if (nkinds > MAXK || (max_sets + 1) * 2 * zeros > MAXG || zeros > MAXZEROS || max_sets > MAXSETS || max_sets < 0 ||
        zeros < 1 || memo_limit < 1 || seg_limit < 1) {
        PyErr_SetString(PyExc_ValueError, "hand shape too large for the compiled core");
        return -1;
    }
    c->nkinds = nkinds, c->zero = zero, c->max_sets = max_sets, c->zeros = zeros;
    c->gsize = (max_sets + 1) * 2 * zeros;
    if (read_ints(copies, c->copies, nkinds, "copies") < 0) return -1;
    int g = 0;
    for (int m = 0; m <= max_sets; m++)
        for (int p = 0; p <= 1; p++)
            for (int u = 0; u < zeros; u++, g++) c->cell_m[g] = m, c->cell_p[g] = p, c->cell_u[g] = u;
    for (int a = 0; a < c->gsize; a++) {
        int n = 0;
        for (int b = 0; b < c->gsize; b++) {
            int m = c->cell_m[a] + c->cell_m[b], p = c->cell_p[a] + c->cell_p[b], u = c->cell_u[a] + c->cell_u[b];
            if (m <= max_sets && p <= 1 && u < zeros) {
                c->conv_b[a][n] = (int16_t)b;
                c->conv_out[a][n] = (int16_t)idx(c, m, p, u);
                n++;
            }
        }
        c->nconv[a] = n;
        c->empty[a] = a == 0 ? 0 : INF;
        int m = c->cell_m[a], p = c->cell_p[a], u = c->cell_u[a];
        c->zero_role[a] = ((m == 0 && p == 0 && u == 0) || (m == 0 && p == 1 && u == 2) || (m == 1 && p == 0 && u == 3))
                              ? 0 : INF;
    }
    for (int sets = 0; sets <= max_sets; sets++)
        for (int u = 0; u < zeros; u++) {
            int n = 0;
            for (int m = 0; m <= sets; m++)
                for (int p = 0; p <= 1; p++)
                    for (int v = 0; v <= u; v++) {
                        c->final_own[sets][u][n] = (int16_t)idx(c, m, p, v);
                        c->final_rest[sets][u][n++] = (int16_t)idx(c, sets - m, 1 - p, u - v);
                    }
            c->nfinal[sets][u] = n;
        }
    memset(c->nshift, 0, sizeof(c->nshift));
    for (int a = 0; a < c->gsize; a++) {
        int m = c->cell_m[a], p = c->cell_p[a], u = c->cell_u[a];
        if (p == 0) {
            c->shift_from[0][c->nshift[0]] = (int16_t)a;
            c->shift_to[0][c->nshift[0]++] = (int16_t)idx(c, m, 1, u);
        }
        for (int z = 0; z < zeros; z++)
            if (m < max_sets && u + z < zeros) {
                c->shift_from[1 + z][c->nshift[1 + z]] = (int16_t)a;
                c->shift_to[1 + z][c->nshift[1 + z]++] = (int16_t)idx(c, m + 1, p, u + z);
            }
    }
    /* blocks */
    PyObject *bf = PySequence_Fast(blocks, "blocks");
    if (!bf) return -1;
    c->nblocks = (int)PySequence_Fast_GET_SIZE(bf);
    c->blocks = calloc(c->nblocks ? c->nblocks : 1, sizeof(Block));
    if (!c->blocks) {
        Py_DECREF(bf);
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < c->nblocks; i++) {
        Block *b = &c->blocks[i];
        PyObject *kinds, *groups;
        int uses_zero;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(bf, i), "OpO", &kinds, &uses_zero, &groups)) goto fail;
        PyObject *kf = PySequence_Fast(kinds, "kinds");
        if (!kf) goto fail;
        b->n = (int)PySequence_Fast_GET_SIZE(kf);
        Py_DECREF(kf);
        if (b->n > MAXBK || b->n < 1) {
            PyErr_SetString(PyExc_ValueError, "block too large for the compiled core");
            goto fail;
        }
        if (read_ints(kinds, b->kinds, b->n, "kinds") < 0) goto fail;
        b->width = BITS * b->n;
        PyObject *gf = PySequence_Fast(groups, "groups");
        if (!gf) goto fail;
        if (PySequence_Fast_GET_SIZE(gf) != b->n) {
            Py_DECREF(gf);
            PyErr_SetString(PyExc_ValueError, "groups per kind");
            goto fail;
        }
        int lowest[MAXBK];
        for (int k = 0; k < b->n; k++) {
            PyObject *lf = PySequence_Fast(PySequence_Fast_GET_ITEM(gf, k), "groups of a kind");
            if (!lf) {
                Py_DECREF(gf);
                goto fail;
            }
            int nm = (int)PySequence_Fast_GET_SIZE(lf);
            if (nm > MAXMOVES) {
                Py_DECREF(lf);
                Py_DECREF(gf);
                PyErr_SetString(PyExc_ValueError, "too many groups for the compiled core");
                goto fail;
            }
            b->nmoves[k] = nm;
            lowest[k] = k;
            for (int t = 0; t < nm; t++) {
                PyObject *tiles;
                int z, is_pair;
                if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(lf, t), "Oip", &tiles, &z, &is_pair)) {
                    Py_DECREF(lf);
                    Py_DECREF(gf);
                    goto fail;
                }
                Move *mv = &b->moves[k][t];
                mv->nt = (int)PySequence_Size(tiles);
                if (mv->nt < 0 || mv->nt > 3 || z < 0 || z + 1 >= 8 || (!is_pair && z >= zeros)) {
                    Py_DECREF(lf);
                    Py_DECREF(gf);
                    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "bad group");
                    goto fail;
                }
                int loc[3];
                if (read_ints(tiles, loc, mv->nt, "tiles") < 0) {
                    Py_DECREF(lf);
                    Py_DECREF(gf);
                    goto fail;
                }
                for (int s = 0; s < mv->nt; s++) {
                    mv->shifts[s] = BITS * loc[s];
                    if (loc[s] < lowest[k]) lowest[k] = loc[s];
                }
                mv->move = is_pair ? 0 : 1 + z;
            }
            Py_DECREF(lf);
        }
        Py_DECREF(gf);
        for (int k = 0; k < b->n; k++) {
            int low = lowest[k];
            for (int j = k; j < b->n; j++)
                if (lowest[j] < low) low = lowest[j];
            b->reach[k] = BITS * low;
        }
        for (int a = 0; a < c->gsize; a++) {
            int m = c->cell_m[a], p = c->cell_p[a], u = c->cell_u[a];
            b->base[a] = (u == 0 || (uses_zero && u <= m)) ? (cost_t)(3 * m + 2 * p - u) : INF;
        }
        b->limit = (size_t)memo_limit;
        if (map_alloc(&b->memo, 64) < 0) {
            PyErr_NoMemory();
            Py_DECREF(bf);
            return -1;
        }
    }
    Py_DECREF(bf);
    for (int k = 0; k < MAXK; k++) c->block_of[k] = -1;
    for (int i = 0; i < c->nblocks; i++)
        for (int j = 0; j < c->blocks[i].n; j++)
            if (c->blocks[i].kinds[j] >= 0 && c->blocks[i].kinds[j] < nkinds) c->block_of[c->blocks[i].kinds[j]] = i;
    /* specials */
    int pairs_mode, thirteen, fourteen, fzero;
    PyObject *need, *windows;
    if (!PyArg_ParseTuple(specials, "iiiiOO", &pairs_mode, &thirteen, &fourteen, &fzero, &need, &windows)) return -1;
    c->pairs_mode = pairs_mode, c->thirteen = thirteen, c->fourteen = fourteen, c->fzero = fzero;
    if (read_ints(need, c->need, nkinds, "need") < 0) return -1;
    PyObject *wf = PySequence_Fast(windows, "windows");
    if (!wf) return -1;
    c->nwin = (int)PySequence_Fast_GET_SIZE(wf);
    if (c->nwin > MAXWIN) {
        Py_DECREF(wf);
        PyErr_SetString(PyExc_ValueError, "too many straight windows for the compiled core");
        return -1;
    }
    for (int w = 0; w < c->nwin; w++)
        if (read_ints(PySequence_Fast_GET_ITEM(wf, w), c->windows[w], WINDOW, "window") < 0) {
            Py_DECREF(wf);
            return -1;
        }
    Py_DECREF(wf);
    /* segments */
    PyObject *sf = PySequence_Fast(segs, "segments");
    if (!sf) return -1;
    c->nseg = (int)PySequence_Fast_GET_SIZE(sf);
    if (c->nseg > MAXSEG || c->nseg < 1) {
        Py_DECREF(sf);
        PyErr_SetString(PyExc_ValueError, "segments out of range for the compiled core");
        return -1;
    }
    for (int k = 0; k < MAXK; k++) c->seg_of[k] = -1;
    for (int i = 0; i < c->nseg; i++) {
        Segment *s = &c->segs[i];
        PyObject *bl, *wl;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(sf, i), "iipOO", &s->start, &s->stop, &s->zero_role, &bl, &wl)) {
            Py_DECREF(sf);
            return -1;
        }
        s->nblocks = (int)PySequence_Size(bl);
        s->nwin = (int)PySequence_Size(wl);
        if (s->stop - s->start > MAXBK || s->start < 0 || s->stop > nkinds || s->nblocks < 0 || s->nblocks > MAXK ||
            s->nwin < 0 || s->nwin > MAXWIN || read_ints(bl, s->blocks, s->nblocks, "block indices") < 0 ||
            read_ints(wl, s->wins, s->nwin, "window indices") < 0) {
            Py_DECREF(sf);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "segment too large for the compiled core");
            return -1;
        }
        for (int k = s->start; k < s->stop; k++) c->seg_of[k] = i;
        s->limit = (size_t)seg_limit;
        if (map_alloc(&s->cache, 64) < 0) {
            Py_DECREF(sf);
            PyErr_NoMemory();
            return -1;
        }
    }
    Py_DECREF(sf);
    return 0;
fail:
    Py_DECREF(bf);
    return -1;
}

static PyMethodDef Core_methods[] = {
    {"shanten", (PyCFunction)(void (*)(void))Core_shanten, METH_FASTCALL | METH_KEYWORDS,
     "shanten(counts, declared=(), wild=0): the fallback's answer, computed here for a concealed hand."},
    {"set_fallback", (PyCFunction)Core_set_fallback, METH_O, "The callable answering what the core does not."},
    {"shanten_general", (PyCFunction)Core_shanten_general, METH_VARARGS,
     "shanten_general(counts, caps, sets, wild): the standard form only, caps copies per kind."},
    {"improving", (PyCFunction)Core_improving, METH_VARARGS,
     "improving(counts, draws, unseen, caps, sets, wild, specials) -> (shanten, ((kind, unseen), ...))."},
    {"acceptance", (PyCFunction)Core_acceptance, METH_VARARGS,
     "acceptance(counts, draws, unseen, caps, sets, wild, specials) -> [(discard, shanten, draws)]."},
    {"complete", (PyCFunction)(void (*)(void))Core_complete, METH_FASTCALL,
     "complete(counts, sets, specials) -> bool, or None when the core does not answer the hand."},
    {"completing", (PyCFunction)(void (*)(void))Core_completing, METH_FASTCALL,
     "completing(counts, sets, specials, draws) -> [the draws that complete the hand], or None."},
    {"ready_discards", (PyCFunction)(void (*)(void))Core_ready_discards, METH_FASTCALL,
     "ready_discards(counts, sets, specials, discards) -> [the discards leaving the hand one tile from complete]."},
    {"entries", (PyCFunction)Core_entries, METH_NOARGS, "Entries held in the memos and caches."},
    {"clear", (PyCFunction)Core_clear, METH_NOARGS, "Empty the memos and caches."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "polymahjong.hand._core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = (traverseproc)Core_traverse,
    .tp_clear = (inquiry)Core_clear_refs,
    .tp_doc = "The compiled hand analyser of one hand shape.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core", "The compiled hand analyser.", -1, NULL};

PyMODINIT_FUNC PyInit__core(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    for (int v = 0; v <= MASK; v++)
        if (!(small_ints[v] = PyLong_FromLong(v))) return NULL;
    small_stride = (const char *)small_ints[1] - (const char *)small_ints[0];
    for (int v = 1; v <= MASK && small_stride > 0; v++)
        if ((const char *)small_ints[v] - (const char *)small_ints[0] != v * small_stride) small_stride = 0;
    if (small_stride < 0) small_stride = 0;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
