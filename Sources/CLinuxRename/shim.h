// renameat2(2) with RENAME_EXCHANGE, which swaps two paths atomically (Linux 3.15, glibc 2.28).
// Glibc declares it only under _GNU_SOURCE, which the Swift Glibc module is not built with,
// so the declaration is repeated here, as the manual page gives it.
#ifndef LAYOUT_DIAGRAM_LINUX_RENAME_H
#define LAYOUT_DIAGRAM_LINUX_RENAME_H

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// Swaps the two paths, which must be on one file system: 0, or -1 with errno set
/// (EINVAL where the file system cannot exchange).
static inline int layout_diagram_exchange(const char *first, const char *second) {
    return renameat2(-100 /* AT_FDCWD */, first, -100, second, 1u << 1 /* RENAME_EXCHANGE */);
}

#endif
