// Starting a child process bounded as a layout program must be: in a session of its own,
// with resource limits, killed when the command dies. The child's side runs between fork and
// exec, where a multithreaded process may call only async-signal-safe functions, so it is C.
#ifndef LAYOUT_DIAGRAM_PROCESS_H
#define LAYOUT_DIAGRAM_PROCESS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/// Limits set in the child before it runs; a negative one leaves the command's own.
typedef struct {
    int64_t address_space;  // RLIMIT_AS, bytes
    int64_t cpu_seconds;    // RLIMIT_CPU: SIGXCPU at the limit, SIGKILL a second later
    int64_t processes;      // RLIMIT_NPROC (counted per user, and not enforced for root)
    int64_t file_size;      // RLIMIT_FSIZE, bytes: SIGXFSZ past it
} layout_diagram_limits;

/// A started child: its id, which is also its session's and process group's; the ends of its
/// pipes; the watchdog that kills the session when the command dies, and the lifeline it waits on.
typedef struct {
    pid_t pid;
    pid_t watchdog;
    int output;
    int errors;
    int lifeline;
} layout_diagram_child;

// A descriptor moved to 3 or above and closed on exec, so that no dup2 onto 0-2 overwrites it
// and no other program inherits it.
static inline int layout_diagram_high_cloexec(int fd) {
    if (fd < 0) return -1;
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    int saved = errno;
    close(fd);
    errno = saved;
    return moved;
}

static inline int layout_diagram_pipe(int ends[2]) {
    int raw[2];
    if (pipe(raw) != 0) return -1;
    ends[0] = layout_diagram_high_cloexec(raw[0]);
    ends[1] = layout_diagram_high_cloexec(raw[1]);
    if (ends[0] < 0 || ends[1] < 0) {
        if (ends[0] >= 0) close(ends[0]);
        if (ends[1] >= 0) close(ends[1]);
        return -1;
    }
    return 0;
}

// Closes every descriptor from `first` on (close_range, Linux 5.9; else one by one).
static inline void layout_diagram_close_from(int first, long open_max) {
#ifndef SYS_close_range
#define SYS_close_range 436
#endif
    if (syscall(SYS_close_range, (unsigned)first, ~0u, 0u) == 0) return;
    for (long fd = first; fd < open_max; fd++) close((int)fd);
}

static inline void layout_diagram_limit(int resource, int64_t value, int64_t slack) {
    if (value < 0) return;
    struct rlimit current;
    if (getrlimit(resource, &current) != 0) return;
    rlim_t soft = (rlim_t)value, hard = (rlim_t)value + (rlim_t)slack;
    // Never above the hard limit the command has: only root may raise it.
    if (current.rlim_max != RLIM_INFINITY) {
        if (hard > current.rlim_max) hard = current.rlim_max;
        if (soft > hard) soft = hard;
    }
    struct rlimit limit = { soft, hard };
    setrlimit(resource, &limit);
}

/// Kills (SIGKILL) every process of the session `session`: the program, which leads it, and
/// every process it started, even one that made a process group of its own (Foundation's
/// `Process` does). Scans /proc with system calls only, so it is async-signal-safe; a few passes,
/// since a process may fork between the scan and the kill. Only a process that made a session of
/// its own (`setsid`) escapes.
static inline void layout_diagram_kill_session(pid_t session) {
    if (session <= 1) return;
    kill(-session, SIGKILL);
    for (int pass = 0; pass < 64; pass++) {
        int found = 0;
        int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (proc < 0) return;
        char entries[4096];
        for (;;) {
            long count = syscall(SYS_getdents64, proc, entries, sizeof entries);
            if (count <= 0) break;
            for (long offset = 0; offset < count;) {
                // struct linux_dirent64: inode (8), offset (8), record length (2), type (1), name.
                unsigned short length;
                memcpy(&length, entries + offset + 16, sizeof length);
                const char *name = entries + offset + 19;
                offset += length;
                pid_t pid = 0;
                const char *c = name;
                for (; *c >= '0' && *c <= '9'; c++) pid = pid * 10 + (*c - '0');
                if (*c != 0 || pid <= 1) continue;
                char path[32] = "/proc/";
                int at = 6;
                char digits[12];
                int n = 0;
                for (pid_t rest = pid; rest > 0; rest /= 10) digits[n++] = (char)('0' + rest % 10);
                while (n > 0) path[at++] = digits[--n];
                memcpy(path + at, "/stat", 6);
                int stat_fd = open(path, O_RDONLY | O_CLOEXEC);
                if (stat_fd < 0) continue;
                char text[512];
                ssize_t got = read(stat_fd, text, sizeof text - 1);
                close(stat_fd);
                if (got <= 0) continue;
                text[got] = 0;
                // "pid (comm) state ppid pgrp session …": comm may hold anything, so from the last ')'.
                char *close_paren = NULL;
                for (char *p = text; *p; p++) if (*p == ')') close_paren = p;
                if (close_paren == NULL || close_paren[1] != ' ') continue;
                char state = close_paren[2];
                char *field = close_paren + 3;
                long values[3] = { 0, 0, 0 };  // ppid, pgrp, session
                for (int i = 0; i < 3; i++) {
                    while (*field == ' ') field++;
                    int negative = *field == '-';
                    if (negative) field++;
                    long value = 0;
                    for (; *field >= '0' && *field <= '9'; field++) value = value * 10 + (*field - '0');
                    values[i] = negative ? -value : value;
                }
                if (values[2] == session && state != 'Z' && state != 'X') {
                    kill(pid, SIGKILL);
                    found = 1;
                }
            }
        }
        close(proc);
        if (!found) return;
    }
}

/// Starts `path` with `argv` and `envp` (both NULL-terminated): standard input `/dev/null`,
/// output and errors to pipes, in a new session (and process group) with `limits`, killed
/// (SIGKILL) when the thread that started it ends. A watchdog process kills the whole session
/// when `lifeline` is closed, by the command or by its death, even a SIGKILL. 0, or -1 with errno set (that of
/// exec when the program could not be run).
static inline int layout_diagram_spawn(const char *path, char *const argv[], char *const envp[],
                                       const layout_diagram_limits *limits, layout_diagram_child *child) {
    int output[2], errors[2], report[2], lifeline[2];
    long open_max = sysconf(_SC_OPEN_MAX);
    if (open_max < 0 || open_max > 65536) open_max = 65536;
    int null_device = layout_diagram_high_cloexec(open("/dev/null", O_RDWR));
    if (null_device < 0) return -1;
    if (layout_diagram_pipe(output) != 0) { close(null_device); return -1; }
    if (layout_diagram_pipe(errors) != 0) { close(null_device); close(output[0]); close(output[1]); return -1; }
    if (layout_diagram_pipe(report) != 0) {
        close(null_device); close(output[0]); close(output[1]); close(errors[0]); close(errors[1]);
        return -1;
    }
    if (layout_diagram_pipe(lifeline) != 0) {
        close(null_device); close(output[0]); close(output[1]); close(errors[0]); close(errors[1]);
        close(report[0]); close(report[1]);
        return -1;
    }
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid == 0) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        // The command's handlers would not survive exec, but what it ignores would.
        struct sigaction standard = { 0 };
        standard.sa_handler = SIG_DFL;
        const int reset[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXCPU, SIGXFSZ, SIGCHLD };
        for (unsigned i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaction(reset[i], &standard, NULL);
        // A session of its own, which every process it starts stays in, even in a group of its own.
        setsid();
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        // The command died before the line above: nobody would end this program.
        if (getppid() != parent) _exit(127);
        layout_diagram_limit(RLIMIT_AS, limits->address_space, 0);
        layout_diagram_limit(RLIMIT_CPU, limits->cpu_seconds, 1);
        layout_diagram_limit(RLIMIT_NPROC, limits->processes, 0);
        layout_diagram_limit(RLIMIT_FSIZE, limits->file_size, 0);
        if (dup2(null_device, 0) < 0 || dup2(output[1], 1) < 0 || dup2(errors[1], 2) < 0) {
            int error = errno;
            (void)!write(report[1], &error, sizeof error);
            _exit(127);
        }
        // Only 0-2 and the report pipe (closed by exec) go on: no other child's pipe is held.
        if (dup2(report[1], 3) != 3) _exit(127);
        fcntl(3, F_SETFD, FD_CLOEXEC);
        layout_diagram_close_from(4, open_max);
        execve(path, argv, envp);
        int error = errno;
        (void)!write(3, &error, sizeof error);
        _exit(127);
    }
    const int fork_error = errno;
    close(output[1]);
    close(errors[1]);
    close(report[1]);
    if (pid < 0) {
        close(null_device); close(output[0]); close(errors[0]); close(report[0]);
        close(lifeline[0]); close(lifeline[1]);
        errno = fork_error;
        return -1;
    }
    // Until the report pipe closes on exec (after setsid), the child runs nothing of the program's.
    int exec_error = 0;
    ssize_t count;
    do { count = read(report[0], &exec_error, sizeof exec_error); } while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count > 0) {
        kill(pid, SIGKILL);
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        close(null_device); close(output[0]); close(errors[0]); close(lifeline[0]); close(lifeline[1]);
        errno = exec_error;
        return -1;
    }
    const pid_t watchdog = fork();
    if (watchdog == 0) {
        // Out of the terminal's way (a ^C is the command's to handle), holding nothing but the lifeline,
        // and without the command's handlers, which would act on the command's state.
        setpgid(0, 0);
        struct sigaction standard = { 0 };
        standard.sa_handler = SIG_DFL;
        const int reset[] = { SIGINT, SIGTERM, SIGHUP };
        for (unsigned i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaction(reset[i], &standard, NULL);
        dup2(null_device, 0);
        dup2(null_device, 1);
        dup2(null_device, 2);
        if (dup2(lifeline[0], 3) != 3) { layout_diagram_kill_session(pid); _exit(1); }
        layout_diagram_close_from(4, open_max);
        char byte;
        for (;;) {
            ssize_t got = read(3, &byte, 1);
            if (got == 0 || (got < 0 && errno != EINTR)) break;
        }
        layout_diagram_kill_session(pid);
        _exit(0);
    }
    close(null_device);
    close(lifeline[0]);
    child->pid = pid;
    child->watchdog = watchdog;  // -1 when it could not be started: the session is then ended by the command alone
    child->output = output[0];
    child->errors = errors[0];
    child->lifeline = lifeline[1];
    return 0;
}

/// Whether `pid` has ended, without reaping it, so that its id (and its session's) is not reused
/// while the session is being killed: 1, 0, or -1 with errno set.
static inline int layout_diagram_has_ended(pid_t pid) {
    siginfo_t info;
    info.si_pid = 0;
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return -1;
    return info.si_pid != 0;
}

#endif
